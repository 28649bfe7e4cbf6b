import { renderToString } from 'react-dom/server';
import { App, pageAt, routes } from './routes';

export const paths = Object.keys(routes);

export async function render(path: string): Promise<string> {
  return renderToString(<App Page={await pageAt(path)} />);
}
