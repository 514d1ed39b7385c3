import path from 'node:path';
import { createWebpackConfig } from '@court/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createWebpackConfig(
    {
      role: 'host',
      name: 'shell',
      appDir: __dirname,
      requiresRuntime: '^1.2.0',
      devPort: 3000,
      publicDir: path.join(__dirname, 'public'),
      homeRoute: './routes/home-route',
      // The frame of a page, drawn by the site server before the browser runs any script.
      firstScreen: './src/first-screen/render-first-screen.tsx',
    },
    argv.mode ?? 'production',
  );
