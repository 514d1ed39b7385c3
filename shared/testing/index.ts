export * from './render';
export * from './section-contract';
