import { createWebpackConfig, withFirstScreen } from '@court/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const mode = argv.mode ?? 'production';
  const browser = createWebpackConfig(
    {
      role: 'remote',
      name: 'decisions',
      appDir: __dirname,
      devPort: 3002,
      exposes: { './routes': './src/exposes/routes.ts', './widgets': './src/exposes/widgets.ts' },
    },
    mode,
  );
  // The section's pages with their data, drawn by the site server when they are asked for (src/first-screen.ts).
  return withFirstScreen(
    browser,
    { appDir: __dirname, entry: './src/first-screen.ts', publicPath: '/remotes/decisions/' },
    mode,
  );
};
