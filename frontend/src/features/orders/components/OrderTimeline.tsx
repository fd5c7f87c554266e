import { Icon } from '../../../components/Icon';
import { formatDateTime } from '../../../lib/format';
import { orderTimeline, type TimelineOrder } from '../orders';

/** created → payment confirmed → preparation → shipped → delivered (+ canceled or returned). */
export function OrderTimeline({ order }: { order: TimelineOrder }) {
  const steps = orderTimeline(order);
  return (
    <ol className="timeline" aria-label="Suivi de la commande">
      {steps.map((step) => (
        <li
          key={step.key}
          className={[
            'timeline__step',
            step.done ? 'timeline__step--done' : '',
            step.current ? 'timeline__step--current' : '',
            step.key === 'canceled' || step.key === 'returned' ? 'timeline__step--stop' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          aria-current={step.current ? 'step' : undefined}
          data-testid={`timeline-${step.key}`}
        >
          <span className="timeline__dot" aria-hidden="true">
            {step.done && (
              <Icon
                name={step.key === 'canceled' ? 'close' : step.key === 'returned' ? 'refresh' : 'check'}
                size={14}
              />
            )}
          </span>
          <span className="timeline__text">
            <span className="timeline__label">
              {step.label}
              {!step.done && <span className="visually-hidden"> (à venir)</span>}
            </span>
            {step.date && step.done && <time dateTime={step.date}>{formatDateTime(step.date)}</time>}
          </span>
        </li>
      ))}
    </ol>
  );
}
