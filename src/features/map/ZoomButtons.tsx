// The zoom for those without a wheel, a trackpad or two fingers: in, out, and back to the whole map.

interface ZoomButtonsProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

export function ZoomButtons({ onZoomIn, onZoomOut, onReset }: ZoomButtonsProps) {
  return (
    <div className="map-zoom" role="group" aria-label="Zoom">
      <button type="button" className="button map-zoom-button" aria-label="Zoom in" onClick={onZoomIn}>
        +
      </button>
      <button type="button" className="button map-zoom-button" aria-label="Zoom out" onClick={onZoomOut}>
        −
      </button>
      <button type="button" className="button map-zoom-button" onClick={onReset}>
        Reset zoom
      </button>
    </div>
  );
}
