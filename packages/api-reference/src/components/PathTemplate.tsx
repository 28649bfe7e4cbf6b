import { splitPath } from '../lib/splitPath';

/** A path template with its {parameters} highlighted. */
export function PathTemplate({ path }: { path: string }) {
  return (
    <code className="voce-api-path">
      {splitPath(path).map((part, i) =>
        part.param !== undefined ? (
          <span key={i} className="voce-api-path__param">
            {`{${part.param}}`}
          </span>
        ) : (
          part.text
        ),
      )}
    </code>
  );
}
