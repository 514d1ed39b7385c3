import { createWebpackConfig } from '@court/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createWebpackConfig(
    {
      role: 'remote',
      name: 'media',
      appDir: __dirname,
      requiresRuntime: '^1.4.0',
      devPort: 3003,
      exposes: { './routes': './src/exposes/routes.ts', './widgets': './src/exposes/widgets.ts' },
    },
    argv.mode ?? 'production',
  );
