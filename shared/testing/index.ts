export * from './render';
export * from './section-contract';
export * from './fake-api';
