import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RUNTIME_PACKAGE = '@court/runtime';

/** A section built for a version of `@court/runtime` that this shell does not provide. */
export class IncompatibleRuntimeError extends Error {
  constructor(
    readonly section: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(`The section "${section}" requires ${RUNTIME_PACKAGE} ${required}; this site provides ${provided}`);
    this.name = 'IncompatibleRuntimeError';
  }
}

const refusals = new Map<string, IncompatibleRuntimeError>();

/**
 * Notes which section asked for a runtime outside what the shell provides. The federation runtime refuses such
 * a section (the runtime is shared with `strictVersion`), with a message meant for developers; this keeps the
 * facts, so the section's area can say what happened in the visitor's language and name the versions.
 */
export function runtimeCompatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'court-runtime-compatibility',
    resolveShare(args) {
      const required = args.shareInfo.shareConfig?.requiredVersion;
      if (args.pkgName === RUNTIME_PACKAGE && typeof required === 'string' && !satisfy(args.version, required))
        refusals.set(args.shareInfo.from, new IncompatibleRuntimeError(args.shareInfo.from, required, args.version));
      return args;
    },
  };
}

/** Why the federation runtime refused `section`, if it was for the runtime's version. */
export const runtimeRefusal = (section: string): IncompatibleRuntimeError | undefined => refusals.get(section);
