/**
 * The version of this runtime, as its package.json says (a test keeps the two equal). The shell provides
 * exactly one; a section built against a newer minor or major version than the shell's is refused by the
 * federation runtime and its area says so.
 */
export const RUNTIME_VERSION = '1.8.0';
