import { useState } from "react";

export interface AvatarProps {
  src: string | null;
  name: string;
  size?: "sm" | "md";
}

/** The user's picture, or their initial on the accent colour when there is none or it fails to load. */
export function Avatar({ src, name, size = "sm" }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const box = size === "sm" ? "size-8 text-sm" : "size-10 text-base";
  if (src && !broken) {
    // Decorative: the name is always shown or announced beside it.
    return <img src={src} alt="" onError={() => setBroken(true)} className={`${box} shrink-0 rounded-full object-cover ring-2 ring-white`} />;
  }
  return (
    <span
      aria-hidden="true"
      data-user-content
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-800 ring-2 ring-white`}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? "?"}
    </span>
  );
}
