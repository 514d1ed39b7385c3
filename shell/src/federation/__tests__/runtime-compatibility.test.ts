import { describe, expect, it } from 'vitest';
import { IncompatibleRuntimeError, runtimeCompatibilityPlugin, runtimeRefusal } from '../runtime-compatibility';

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof runtimeCompatibilityPlugin>['resolveShare']>>[0];

const resolve = (pkgName: string, provided: string, from: string, requiredVersion: string | false) => {
  const args = { pkgName, version: provided, shareInfo: { from, shareConfig: { requiredVersion } } };
  return runtimeCompatibilityPlugin().resolveShare?.(args as unknown as ResolveShareArgs);
};

describe('the runtime a section requires', () => {
  it('records a section that requires a newer runtime than the shell provides, with both versions', () => {
    resolve('@court/runtime', '1.0.0', 'rules', '^1.2.0');
    const refusal = runtimeRefusal('rules');
    expect(refusal).toBeInstanceOf(IncompatibleRuntimeError);
    expect(refusal).toMatchObject({ section: 'rules', required: '^1.2.0', provided: '1.0.0' });
    expect(refusal?.message).toContain('requires @court/runtime ^1.2.0; this site provides 1.0.0');
  });

  it('lets through a section whose range the shell satisfies, and other packages', () => {
    resolve('@court/runtime', '1.4.1', 'court', '^1.2.0');
    resolve('react', '19.3.1', 'media', '^20.0.0');
    expect(runtimeRefusal('court')).toBeUndefined();
    expect(runtimeRefusal('media')).toBeUndefined();
  });
});
