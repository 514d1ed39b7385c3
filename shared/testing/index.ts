export * from './render';
export * from './section-contract';
export * from './fake-api';
export * from './fake-fetch';
export * from './api-fixtures';
