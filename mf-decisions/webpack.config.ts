import { createWebpackConfig } from '@court/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createWebpackConfig(
    {
      role: 'remote',
      name: 'decisions',
      appDir: __dirname,
      requiresRuntime: '^1.5.0',
      devPort: 3002,
      exposes: { './routes': './src/exposes/routes.ts', './widgets': './src/exposes/widgets.ts' },
    },
    argv.mode ?? 'production',
  );
