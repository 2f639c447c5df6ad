/**
 * How a share card (1200×630) and a poster (750×1200) look, as the element tree satori draws.
 * Satori's CSS subset: every box with several children is a flex box; sizes are pixels.
 */
import type { ReactNode } from "react";
import { CARD, POSTER, type PosterLayout, type ShareLayout } from "./layout.ts";

export const FONT_FAMILY = "Noto Sans SC";
const TEAL = "#0f766e";
const INK = "#0f172a";
const MUTED = "#475569";
const SUBTLE = "#64748b";

function Mark({ size }: { size: number }) {
  return (
    <div
      style={{
        display: "flex",
        width: size,
        height: size,
        borderRadius: size / 4,
        background: TEAL,
        color: "#ffffff",
        alignItems: "center",
        justifyContent: "center",
        fontSize: size * 0.6,
        fontWeight: 700,
      }}
    >
      P
    </div>
  );
}

function Lines({ lines, size, weight, color, lineHeight }: { lines: string[]; size: number; weight: number; color: string; lineHeight: number }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        fontSize: size,
        fontWeight: weight,
        color,
        lineHeight,
      }}
    >
      {lines.map((line, i) => (
        <div key={i} style={{ display: "flex", whiteSpace: "nowrap", overflow: "hidden" }}>
          {line}
        </div>
      ))}
    </div>
  );
}

function CategoryPill({ name, size }: { name: string; size: number }) {
  return (
    <div
      style={{
        display: "flex",
        background: "#ccfbf1",
        color: "#115e59",
        fontSize: size,
        padding: `${size * 0.3}px ${size * 0.8}px`,
        borderRadius: size * 2,
      }}
    >
      {name}
    </div>
  );
}

function Rating({ rating, size }: { rating: NonNullable<ShareLayout["rating"]>; size: number }) {
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        fontSize: size,
        color: MUTED,
      }}
    >
      <div style={{ display: "flex", color: "#f59e0b", marginRight: size * 0.3 }}>★</div>
      {rating.label}
    </div>
  );
}

/** The white page every share image is drawn on. */
function ImageFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", width: "100%", height: "100%", background: "#ffffff", fontFamily: FONT_FAMILY }}>{children}</div>
  );
}

export function cardView(layout: ShareLayout, host: string): ReactNode {
  return (
    <ImageFrame>
      <div style={{ display: "flex", height: 14, background: TEAL }} />
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          padding: "42px 72px 48px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center" }}>
          <Mark size={56} />
          <div
            style={{
              display: "flex",
              marginLeft: 18,
              fontSize: 30,
              fontWeight: 700,
              color: INK,
            }}
          >
            {layout.brand}
          </div>
          <div style={{ display: "flex", flexGrow: 1 }} />
          {layout.category && <CategoryPill name={layout.category} size={26} />}
        </div>
        <div style={{ display: "flex", marginTop: 48 }}>
          <Lines lines={layout.title} size={CARD.titleSize} weight={700} color={INK} lineHeight={1.25} />
        </div>
        <div style={{ display: "flex", marginTop: 20 }}>
          <Lines lines={layout.excerpt} size={CARD.excerptSize} weight={400} color={MUTED} lineHeight={1.5} />
        </div>
        <div style={{ display: "flex", flexGrow: 1 }} />
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
          }}
        >
          {layout.rating ? <Rating rating={layout.rating} size={28} /> : <div style={{ display: "flex" }} />}
          <div style={{ display: "flex", fontSize: 24, color: SUBTLE }}>{host}</div>
        </div>
      </div>
    </ImageFrame>
  );
}

/** `qrDataUrl`: the QR code of layout.address as an image address. */
export function posterView(layout: PosterLayout, host: string, qrDataUrl: string): ReactNode {
  return (
    <ImageFrame>
      <div
        style={{
          display: "flex",
          alignItems: "center",
          padding: "40px 56px",
          background: TEAL,
        }}
      >
        <div
          style={{
            display: "flex",
            width: 64,
            height: 64,
            borderRadius: 16,
            background: "#ffffff",
            color: TEAL,
            alignItems: "center",
            justifyContent: "center",
            fontSize: 40,
            fontWeight: 700,
          }}
        >
          P
        </div>
        <div
          style={{
            display: "flex",
            marginLeft: 20,
            fontSize: 34,
            fontWeight: 700,
            color: "#ffffff",
          }}
        >
          {layout.brand}
        </div>
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          padding: "48px 56px 0",
          flexGrow: 1,
        }}
      >
        {layout.category && (
          <div style={{ display: "flex", marginBottom: 28 }}>
            <CategoryPill name={layout.category} size={24} />
          </div>
        )}
        <Lines lines={layout.title} size={POSTER.titleSize} weight={700} color={INK} lineHeight={1.3} />
        <div style={{ display: "flex", marginTop: 24 }}>
          <Lines lines={layout.excerpt} size={POSTER.excerptSize} weight={400} color={MUTED} lineHeight={1.6} />
        </div>
        {layout.rating && (
          <div style={{ display: "flex", marginTop: 28 }}>
            <Rating rating={layout.rating} size={26} />
          </div>
        )}
      </div>
      <div
        style={{
          display: "flex",
          alignItems: "center",
          margin: "0 56px 56px",
          paddingTop: 40,
          borderTop: "2px solid #e2e8f0",
        }}
      >
        <img src={qrDataUrl} width={240} height={240} />
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            marginLeft: 32,
            flexShrink: 1,
          }}
        >
          <div
            style={{
              display: "flex",
              fontSize: 28,
              fontWeight: 700,
              color: INK,
            }}
          >
            {layout.scan}
          </div>
          <div
            style={{
              display: "flex",
              marginTop: 8,
              fontSize: 24,
              color: MUTED,
              lineHeight: 1.4,
            }}
          >
            {layout.scanHint}
          </div>
          <div
            style={{
              display: "flex",
              marginTop: 16,
              fontSize: 22,
              color: SUBTLE,
            }}
          >
            {host}
          </div>
        </div>
      </div>
    </ImageFrame>
  );
}
