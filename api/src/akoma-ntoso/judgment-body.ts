import type { create } from 'xmlbuilder2';
import type { JudgmentDetail } from '@court/contract/schemas/judgments';
import { partEId } from './naming.js';

/** An element under construction (xmlbuilder2 does not name the type it returns). */
export type XmlNode = ReturnType<typeof create>;

type Paragraph = JudgmentDetail['paragraphs'][number];

/** The judgment blocks of Akoma Ntoso's judgmentBody that the court's texts fill. */
export type JudgmentBlock = 'introduction' | 'background' | 'arguments' | 'motivation' | 'decision';

/**
 * The court numbers its paragraphs by part: P for the preamble, A for the parties' arguments, B for the
 * court's reasoning; the procedure and facts come under roman numerals, and the operative part is marked.
 */
const BLOCK_OF_PART: Record<string, JudgmentBlock> = { P: 'introduction', A: 'arguments', B: 'motivation' };

function blockOfParagraph(paragraph: Paragraph): JudgmentBlock {
  if (paragraph.kind === 'operative') return 'decision';
  return BLOCK_OF_PART[paragraph.id.split('.')[0]!] ?? 'background';
}

interface Section {
  heading?: Paragraph;
  paragraphs: Paragraph[];
}

interface Block {
  name: JudgmentBlock;
  sections: Section[];
}

/**
 * The text in runs of one block each, in the court's order. A heading opens a section of the block of the
 * paragraph after it ("In law" heads the arguments); paragraphs before any heading of their block stand alone.
 */
export function judgmentBlocks(paragraphs: readonly Paragraph[]): Block[] {
  const blocks: Block[] = [];
  let pendingHeading: Paragraph | undefined;
  let lastBlock: JudgmentBlock = 'background';
  const open = (name: JudgmentBlock): Block => {
    const last = blocks.at(-1);
    if (last?.name === name) return last;
    const block: Block = { name, sections: [] };
    blocks.push(block);
    return block;
  };
  for (const paragraph of paragraphs) {
    if (paragraph.kind === 'heading') {
      if (pendingHeading) open(lastBlock).sections.push({ heading: pendingHeading, paragraphs: [] });
      pendingHeading = paragraph;
      continue;
    }
    lastBlock = blockOfParagraph(paragraph);
    const block = open(lastBlock);
    if (pendingHeading) {
      block.sections.push({ heading: pendingHeading, paragraphs: [paragraph] });
      pendingHeading = undefined;
    } else if (block.sections.length === 0) {
      block.sections.push({ paragraphs: [paragraph] });
    } else {
      block.sections.at(-1)!.paragraphs.push(paragraph);
    }
  }
  if (pendingHeading) open(lastBlock).sections.push({ heading: pendingHeading, paragraphs: [] });
  return blocks;
}

/** A block that recurs (background, then arguments, then background again) is numbered (AKN-NC 5.4.3). */
function blockEIds(blocks: readonly Block[]): string[] {
  const total = new Map<JudgmentBlock, number>();
  for (const { name } of blocks) total.set(name, (total.get(name) ?? 0) + 1);
  const seen = new Map<JudgmentBlock, number>();
  return blocks.map(({ name }) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return total.get(name)! > 1 ? `${name}_${n}` : name;
  });
}

function writeParagraph(parent: XmlNode, paragraph: Paragraph): void {
  const element = parent.ele('paragraph', { eId: partEId('para', paragraph.id) });
  element.ele('num').txt(paragraph.id);
  element.ele('content').ele('p').txt(paragraph.text);
}

/**
 * A heading and its paragraphs as an hcontainer; the heading's text already carries its numeral (I., II.),
 * which is therefore not repeated in a num. A heading with nothing under it keeps an empty content, which
 * the schema asks of a container without parts.
 */
function writeSection(parent: XmlNode, section: Section): void {
  if (!section.heading) {
    for (const paragraph of section.paragraphs) writeParagraph(parent, paragraph);
    return;
  }
  const container = parent.ele('hcontainer', { eId: partEId('hcontainer', section.heading.id), name: 'section' });
  container.ele('heading').txt(section.heading.text);
  if (section.paragraphs.length === 0) container.ele('content').ele('p');
  for (const paragraph of section.paragraphs) writeParagraph(container, paragraph);
}

/** judgmentBody: the blocks of the text with their numbered paragraphs. */
export function writeJudgmentBody(parent: XmlNode, paragraphs: readonly Paragraph[]): void {
  const body = parent.ele('judgmentBody');
  const blocks = judgmentBlocks(paragraphs);
  const eIds = blockEIds(blocks);
  blocks.forEach((block, i) => {
    const element = body.ele(block.name, { eId: eIds[i]! });
    for (const section of block.sections) writeSection(element, section);
  });
}
