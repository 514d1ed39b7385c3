import path from 'node:path';
import { createWebpackConfig } from '@court/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createWebpackConfig(
    {
      role: 'host',
      name: 'shell',
      appDir: __dirname,
      devPort: 3000,
      publicDir: path.join(__dirname, 'public'),
      homeRoute: './routes/home-route',
    },
    argv.mode ?? 'production',
  );
