import { useState } from 'react';

export interface AvatarProps {
  src: string | null | undefined;
  /** Accessible name of the picture. */
  alt: string;
  /** Diameter in px; spec §9: 40 px in the navigation. */
  size?: number;
  className?: string;
  testId?: string;
}

/** A round profile picture, or a neutral placeholder when there is none or it fails to load. */
export function Avatar({ src, alt, size = 40, className, testId }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = ['avatar rounded-circle', className].filter(Boolean).join(' ');
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        className={classes}
        onError={() => setFailedSrc(src)}
        data-testid={testId}
      />
    );
  }
  return (
    <svg
      role="img"
      aria-label={alt}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      className={`${classes} avatar-placeholder`}
      data-testid={testId}
      data-placeholder="true"
    >
      <circle cx="20" cy="20" r="20" fill="#d7deea" />
      <circle cx="20" cy="16" r="7" fill="#7d8ba3" />
      <path d="M7 34c2.5-6.5 7.5-9.5 13-9.5s10.5 3 13 9.5a20 20 0 0 1-26 0z" fill="#7d8ba3" />
    </svg>
  );
}
