import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostContent } from './post-content';

const linksIn = (content: string) => {
  render(<PostContent content={content} />);
  return screen.queryAllByRole('link').map((link) => ({
    text: link.textContent,
    href: link.getAttribute('href'),
    target: link.getAttribute('target'),
  }));
};

describe('PostContent', () => {
  it.each([
    ['Rules: https://example.com/rules.', 'https://example.com/rules'],
    ['Is it https://example.com/a?', 'https://example.com/a'],
    ['Wow https://example.com/b!', 'https://example.com/b'],
    ['First https://example.com/c, then more', 'https://example.com/c'],
    ['(see https://example.com/d)', 'https://example.com/d'],
  ])('leaves trailing punctuation out of the link in %j', (content, href) => {
    expect(linksIn(content)).toEqual([{ text: href, href, target: '_blank' }]);
  });

  it('links bare www addresses over https and opens them in a new tab safely', () => {
    render(<PostContent content="Go to www.example.org/plan now" />);
    const link = screen.getByRole('link', { name: 'www.example.org/plan' });
    expect(link).toHaveAttribute('href', 'https://www.example.org/plan');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never renders the content as HTML and leaves e-mail addresses as text', () => {
    const { container } = render(
      <PostContent content={'<b>bold</b> <img src=x onerror=alert(1)> mail coach@example.com'} />,
    );
    expect(container.querySelector('b, img')).toBeNull();
    expect(container).toHaveTextContent('<b>bold</b> <img src=x onerror=alert(1)> mail coach@example.com');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps line breaks of the text', () => {
    render(<PostContent content={'Line one\nLine two'} />);
    expect(screen.getByText(/Line one/).textContent).toBe('Line one\nLine two');
  });
});
