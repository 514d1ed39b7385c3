export { startMailingLists } from './server.js';
export { createStore } from './store.js';
export { findList, isValidAddress } from './lists.js';
