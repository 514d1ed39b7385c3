import { createWebpackConfig } from '@court/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createWebpackConfig(
    {
      role: 'remote',
      name: 'rules',
      appDir: __dirname,
      requiresRuntime: '^1.2.0',
      devPort: 3004,
      exposes: { './routes': './src/exposes/routes.ts' },
    },
    argv.mode ?? 'production',
  );
