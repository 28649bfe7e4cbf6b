/** A path template with its {parameters} highlighted. */
export function PathTemplate({ path }: { path: string }) {
  // Split on a captured group: the {parameters} land at the odd indexes.
  const parts = path.split(/(\{[^{}]+\})/);
  return (
    <code className="voce-api-path">
      {parts.map((part, i) =>
        i % 2 ? (
          <span key={i} className="voce-api-path__param">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </code>
  );
}
