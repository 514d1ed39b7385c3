// Stand-in for axios/lib/adapters/fetch.js in the browser builds (see axios-without-fetch.ts): the same
// exports, with fetch reported as not supported so axios keeps to XMLHttpRequest.
export const getFetch = () => false;

export default false;
