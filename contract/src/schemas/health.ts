import { Type, type Static } from 'typebox';

const ComponentHealth = Type.Object({
  status: Type.Enum(['up', 'down', 'not-configured']),
  latencyMs: Type.Optional(Type.Number({ description: 'Time the check took' })),
  message: Type.Optional(Type.String({ description: 'Why the component is down' })),
});

export const Health = Type.Object({
  status: Type.Enum(['ok', 'degraded', 'down'], {
    description: 'down: the database does not answer (503); degraded: a configured external system is down',
  }),
  checks: Type.Object({ database: ComponentHealth, mailing: ComponentHealth, identityProvider: ComponentHealth }),
});
export type Health = Static<typeof Health>;

export const Liveness = Type.Object({ status: Type.Literal('up') });

export const Readiness = Type.Object({
  status: Type.Enum(['ready', 'not-ready']),
  reason: Type.Optional(
    Type.String({ description: 'Why it takes no traffic: the database does not answer, or it is stopping' }),
  ),
});
