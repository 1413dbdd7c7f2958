import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BarChart, type Bar } from '../../../../src/features/overview/BarChart';

const bar = (label: string, value: number): Bar => ({ key: label, label, value, name: `${label}: ${value}`, to: `/?q=${label}` });

function renderChart(bars: Bar[], max?: number) {
  const view = render(
    <MemoryRouter basename="/icml2026" initialEntries={['/icml2026/overview']}>
      <BarChart title="Counts" note="What they count." bars={bars} max={max} empty="Nothing to count." />
    </MemoryRouter>,
  );
  // The bars' drawing is hidden from assistive technology (the links' names carry the values): read its widths.
  const widths = () => [...view.container.querySelectorAll('.bar-fill')].map((rect) => Number(rect.getAttribute('width')));
  return { ...view, widths };
}

describe('BarChart', () => {
  it('is a figure named by its heading, a list of links named in full, under the site’s base path', () => {
    renderChart([bar('a', 4), bar('b', 2)]);
    const figure = screen.getByRole('figure', { name: 'Counts' });
    expect(within(figure).getByRole('heading', { level: 2, name: 'Counts' })).toBeInTheDocument();
    expect(within(figure).getByText('What they count.')).toBeInTheDocument();
    const items = within(within(figure).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('aria-label'))).toEqual(['a: 4', 'b: 2']);
    expect(within(figure).getByRole('link', { name: 'a: 4' })).toHaveAttribute('href', '/icml2026?q=a');
  });

  it('scales bars to the largest value, in percent of the row', () => {
    const { widths } = renderChart([bar('a', 40), bar('b', 10), bar('c', 0)]);
    expect(widths()).toEqual([100, 25, 0]);
  });

  it('scales to `max` when given, and keeps a tiny bar visible', () => {
    const { widths } = renderChart([bar('a', 1)], 1000);
    expect(widths()).toEqual([0.75]);
  });

  it('draws no bar at all when every value is 0', () => {
    const { widths } = renderChart([bar('a', 0), bar('b', 0)]);
    expect(widths()).toEqual([0, 0]);
  });

  it('says so when there is nothing to draw', () => {
    renderChart([]);
    expect(within(screen.getByRole('figure', { name: 'Counts' })).getByText('Nothing to count.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
