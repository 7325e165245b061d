import { useId } from "react";

/** The mark's shapes (in a 40 × 40 box): the sun's half disc over the horizon line, in the brand gradient. */
function SunOverHorizon({ gradientId }: { gradientId: string }) {
  const fill = `url(#${gradientId})`;
  return (
    <>
      <defs>
        <linearGradient id={gradientId} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#7C5CFF" />
          <stop offset="1" stopColor="#22D3EE" />
        </linearGradient>
      </defs>
      <path d="M6 26a14 14 0 0 1 28 0z" fill={fill} />
      <rect x="2" y="29" width="36" height="3" rx="1.5" fill={fill} />
    </>
  );
}

/** The mark alone, beside a name written in text (the staff console's "Horizon console"); decorative. */
export function HorizonGlyph({ size = 24 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 8 40 28" height={(size * 28) / 40} width={size} aria-hidden="true" focusable="false">
      <SunOverHorizon gradientId={gradientId} />
    </svg>
  );
}

/** The Horizon wordmark: a rising sun over the horizon line, then the name. */
export function HorizonLogo({ height = 32 }: { height?: number }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 164 40" height={height} width={(height * 164) / 40} role="img" aria-label="Horizon">
      <SunOverHorizon gradientId={gradientId} />
      <text
        x="46"
        y="28"
        fill="#F4F6FF"
        fontFamily="Manrope Variable, Manrope Fallback, system-ui, sans-serif"
        fontSize="22"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        Horizon
      </text>
    </svg>
  );
}
