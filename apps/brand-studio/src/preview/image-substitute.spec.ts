import { substituteImage } from './image-substitute';

describe('substituteImage', () => {
  it('shows the picked file in place of the images at the logo path, also those drawn later', async () => {
    document.body.innerHTML = '<img id="a" src="/assets/images/logo.svg"><img id="b" src="/assets/images/hero.svg">';
    const stop = substituteImage(document, 'assets/images/logo.svg', 'blob:http://localhost/1');
    expect(document.getElementById('a')?.getAttribute('src')).toBe('blob:http://localhost/1');
    expect(document.getElementById('b')?.getAttribute('src')).toBe('/assets/images/hero.svg');

    const later = document.createElement('div');
    later.innerHTML = '<span><img id="c" src="/assets/images/logo.svg"></span>';
    document.body.appendChild(later);
    const changed = document.getElementById('b') as HTMLImageElement;
    changed.setAttribute('src', '/assets/images/logo.svg');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('c')?.getAttribute('src')).toBe('blob:http://localhost/1');
    expect(changed.getAttribute('src')).toBe('blob:http://localhost/1');
    stop();
  });
});
