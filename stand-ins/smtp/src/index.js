export { startSmtpStandIn } from './server.js';
export { createStore } from './store.js';
