import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './Stars';

/** Where the filled colour stops, as a share of the five stars' width. */
function fillEdge(container: HTMLElement): string | null {
  return container.querySelector('stop')!.getAttribute('offset');
}

describe('Stars', () => {
  it('says the rating in words and draws the five stars in one picture', () => {
    const { container } = render(<Stars rating={4.5} count={12} size={16} />);
    expect(screen.getByRole('img', { name: 'Note : 4,5 sur 5' })).toBeInTheDocument();
    expect(screen.getByText('(12 avis)')).toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(container.querySelectorAll('path')).toHaveLength(1);
    expect(container.querySelector('path')!.getAttribute('d')!.match(/M/g)).toHaveLength(5);
    // 5 stars of 16 px, 1 px apart.
    expect(container.querySelector('svg')!.getAttribute('width')).toBe('84');
  });

  it('fills up to the rating, the gaps between stars aside', () => {
    // 16 px stars: a star is 24 units and a gap 1.5, so 4.5 stars end at 4 × 25.5 + 12 = 114 of 126.
    expect(fillEdge(render(<Stars rating={4.5} size={16} />).container)).toBe('90.476%');
    expect(fillEdge(render(<Stars rating={5} size={16} />).container)).toBe('100%');
    expect(fillEdge(render(<Stars rating={0} size={16} />).container)).toBe('0%');
    // A whole rating stops between its last star and the next one (3 stars: from 75 to 76.5 of 126).
    const edge = parseFloat(fillEdge(render(<Stars rating={3} size={16} />).container)!);
    expect(edge).toBeGreaterThanOrEqual((75 / 126) * 100);
    expect(edge).toBeLessThanOrEqual((76.5 / 126) * 100);
  });

  it('rounds to the quarter star and keeps the rating between 0 and 5', () => {
    // 3.3 → 3.25: 3 × 25.5 + 6 = 82.5 of 126.
    expect(fillEdge(render(<Stars rating={3.3} size={16} />).container)).toBe('65.476%');
    expect(fillEdge(render(<Stars rating={7} size={16} />).container)).toBe('100%');
    expect(screen.getAllByRole('img').at(-1)).toHaveAccessibleName('Note : 5 sur 5');
  });
});
