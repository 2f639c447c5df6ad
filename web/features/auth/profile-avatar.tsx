import { useState } from "react";

/**
 * A large avatar for the profile page (the shared one is sized for the header). Falls back to the
 * initial when there is no picture or it fails to load; `key` it by src to retry a new address.
 */
export function ProfileAvatar({ src, name, className = "size-16 text-2xl" }: { src: string; name: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    // Decorative: the name is always shown beside it.
    return (
      <img src={src} alt="" onError={() => setBroken(true)} className={`${className} shrink-0 rounded-full bg-slate-100 object-cover ring-4 ring-teal-50`} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-800 ring-4 ring-teal-50`}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? "?"}
    </span>
  );
}
