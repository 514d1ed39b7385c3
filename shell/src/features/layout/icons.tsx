// Small inline icons of the frame: no request, no layout shift, coloured by the text around them.
const common = { 'aria-hidden': true, focusable: false, width: 16, height: 16, viewBox: '0 0 16 16' } as const;

export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="M3 3l10 10M13 3L3 13" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...common} width={20} height={20} viewBox="0 0 20 20">
      <path d="M2 4h16M2 10h16M2 16h16" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function ArrowUpIcon() {
  return (
    <svg {...common}>
      <path d="M8 14V3M3 8l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function ExternalIcon({ className }: { className?: string }) {
  return (
    <svg {...common} width={12} height={12} className={className}>
      <path d="M9 2h5v5M14 2L7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
