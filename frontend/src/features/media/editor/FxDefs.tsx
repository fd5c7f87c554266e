import { SHARPEN_KERNEL, TONE_MATRICES, cssFilter, type Adjustments } from '../lib/filters';

/**
 * SVG filters for what CSS filter functions cannot say (warm, cool, sharpen): the stage and the
 * filter swatches use them; exports apply the same matrices and kernel to pixels.
 */
export function FxDefs() {
  return (
    <svg className="media-fx-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <filter id="media-fx-warm" colorInterpolationFilters="sRGB">
        <feColorMatrix type="matrix" values={TONE_MATRICES.warm!.join(' ')} />
      </filter>
      <filter id="media-fx-cool" colorInterpolationFilters="sRGB">
        <feColorMatrix type="matrix" values={TONE_MATRICES.cool!.join(' ')} />
      </filter>
      <filter id="media-fx-sharpen" colorInterpolationFilters="sRGB">
        <feConvolveMatrix
          order="3"
          kernelMatrix={SHARPEN_KERNEL.join(' ')}
          preserveAlpha="true"
          edgeMode="duplicate"
        />
      </filter>
    </svg>
  );
}

/** The CSS filter showing an edit on screen, for a crop shown `width` pixels wide. */
export function screenFilter(adjustments: Adjustments, width: number): string {
  const css = cssFilter(adjustments, width);
  const extra = ['warm', 'cool', 'sharpen'].includes(adjustments.filter)
    ? `url(#media-fx-${adjustments.filter})`
    : '';
  if (!extra) return css;
  return css === 'none' ? extra : `${css} ${extra}`;
}
