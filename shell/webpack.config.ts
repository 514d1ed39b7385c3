import path from 'node:path';
import { createWebpackConfig, withFirstScreen } from '@court/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const mode = argv.mode ?? 'production';
  const browser = createWebpackConfig(
    {
      role: 'host',
      name: 'shell',
      appDir: __dirname,
      devPort: 3000,
      publicDir: path.join(__dirname, 'public'),
      homeRoute: './routes/home-route',
    },
    mode,
  );
  // The frame of a page, drawn by the site server before the browser runs any script (src/first-screen).
  return withFirstScreen(browser, { appDir: __dirname, entry: './src/first-screen/render-first-screen.tsx' }, mode);
};
