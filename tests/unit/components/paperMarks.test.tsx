import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { closestPaperLink, findPaperLink, linkedPaperId, paperIdAt, paperLinkMark, paperMark } from '../../../src/components/paperMarks';

// An id that would break a selector built from it: ids are compared as text.
const ODD = 'a"]b[c';

function renderRows() {
  return render(
    <ol>
      {['cfmm', ODD].map((id) => (
        <li key={id}>
          <article {...paperMark(id)}>
            <a href={`/paper/${id}`} {...paperLinkMark(id)}>
              <span>Title of {id}</span>
            </a>
            <button type="button">Star {id}</button>
          </article>
        </li>
      ))}
    </ol>,
  );
}

describe('paper marks', () => {
  it('finds a paper\'s link by its id, however odd the id', () => {
    const { container } = renderRows();
    expect(findPaperLink(container, ODD)?.getAttribute('href')).toBe(`/paper/${ODD}`);
    expect(findPaperLink(container, 'missing')).toBeNull();
  });

  it('finds the link a click landed in, and the paper it opens', () => {
    const { getAllByText, getByRole } = renderRows();
    const link = closestPaperLink(getAllByText(/^Title of/)[0]!);
    expect(link && linkedPaperId(link)).toBe('cfmm');
    expect(closestPaperLink(getByRole('button', { name: 'Star cfmm' }))).toBeNull();
  });

  it('finds the paper an element stands in', () => {
    const { getByRole } = renderRows();
    expect(paperIdAt(getByRole('button', { name: `Star ${ODD}` }))).toBe(ODD);
    expect(paperIdAt(document.body)).toBeNull();
    expect(paperIdAt(null)).toBeNull();
  });
});
