import { describe, expect, it } from 'vitest';
import { imageAlt, imageNameWords } from './image-alt';

describe('imageNameWords', () => {
  it.each([
    ['team_offsite-lake.JPG', 'team offsite lake'],
    ['Quarterly roadmap v2.png', 'Quarterly roadmap v2'],
    ['whiteboard (3).jpeg', 'whiteboard'],
    ['IMG_0012.jpg', ''],
    ['DSC-0042.JPG', ''],
    ['image (3).png', ''],
    ['Screenshot 2026-03-01 at 10.22.31.png', ''],
    ['Screenshot 2026-03-01 at 10.22.31 sales dashboard.png', 'sales dashboard'],
    ['PXL_20260301_102231123.jpg', ''],
    ['IMG_0012 new office.heic', 'new office'],
    ['launchParty.webp', 'launch Party'],
  ])('%s -> "%s"', (name, words) => {
    expect(imageNameWords(name)).toBe(words);
  });
});

describe('imageAlt', () => {
  it('uses the useful words of the file name', () => {
    expect(imageAlt('new-office_2.jpg', 'Ann Lee')).toBe('new office');
  });

  it('says whose image it is when the name holds nothing useful', () => {
    expect(imageAlt('IMG_0012.jpg', 'Ann Lee')).toBe('Image from Ann Lee');
    expect(imageAlt('image.png', undefined)).toBe('Image');
  });
});
