/** The brand mark: a maple-red tile with a house and a check. Same drawing as favicon.svg. */
export function LogoMark({ size = 36, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#b3131b" />
      <path d="M14 31 32 15l18 16v19a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2z" fill="#fff" />
      <path
        d="m24 36 6 6 11-12"
        fill="none"
        stroke="#b3131b"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
