// The zoom for those without a wheel, a trackpad or two fingers: in, out, and back to the whole map.

import { useT } from '../../i18n/i18n';

interface ZoomButtonsProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

export function ZoomButtons({ onZoomIn, onZoomOut, onReset }: ZoomButtonsProps) {
  const t = useT();
  return (
    <div className="map-zoom" role="group" aria-label={t('map.zoom')}>
      <button type="button" className="button map-zoom-button" aria-label={t('map.zoomIn')} onClick={onZoomIn}>
        +
      </button>
      <button type="button" className="button map-zoom-button" aria-label={t('map.zoomOut')} onClick={onZoomOut}>
        −
      </button>
      <button type="button" className="button map-zoom-button" onClick={onReset}>
        {t('map.resetZoom')}
      </button>
    </div>
  );
}
