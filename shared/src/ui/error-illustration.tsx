/** A decorative drawing for error cards: a column of the court's façade with a question mark. */
export function ErrorIllustration() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <path d="M10 30 L60 6 L110 30 Z" fill="currentColor" opacity="0.25" />
      <rect x="14" y="32" width="92" height="6" fill="currentColor" opacity="0.35" />
      {[22, 44, 66, 88].map((x) => (
        <rect key={x} x={x} y="40" width="10" height="42" fill="currentColor" opacity="0.2" />
      ))}
      <rect x="10" y="84" width="100" height="8" fill="currentColor" opacity="0.35" />
      <text x="60" y="72" textAnchor="middle" fontSize="34" fontWeight="700" fill="currentColor">
        ?
      </text>
    </svg>
  );
}
