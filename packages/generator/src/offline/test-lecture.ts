import type { ExtractedDocument } from '../types.ts';

/** A six-slide lecture on cell biology, written like extracted slide text, for the tests. */
export function cellBiologyLecture(): ExtractedDocument {
  const pages = [
    `Introduction to Cell Biology
Cell Biology – Lecture 3
• The cell is the basic structural and functional unit of all living organisms.
• Prokaryotic cells lack a nucleus, while eukaryotic cells keep their DNA inside a nucleus.
• Bacteria are prokaryotic organisms that reproduce by binary fission.`,
    `The Cell Membrane
• Plasma membrane: a phospholipid bilayer that separates the cytoplasm from the environment.
• Cholesterol molecules stabilise the fluidity of the plasma membrane in animal cells.
• Channel proteins allow ions to cross the membrane without using energy.
• Active transport moves molecules against their concentration gradient and requires ATP.
• The sodium-potassium pump exchanges three sodium ions for two potassium ions.`,
    `Organelles
• Nucleus: the organelle that stores the genetic material of the cell.
• Mitochondria: organelles that produce ATP through cellular respiration.
• Ribosomes: molecular machines that assemble proteins from amino acids.
• Golgi apparatus: modifies, sorts and packages proteins for secretion.
• Lysosomes: vesicles that digest worn-out organelles with hydrolytic enzymes.
• Chloroplasts: organelles that carry out photosynthesis in plant cells.`,
    `The Endomembrane System
The rough endoplasmic reticulum is studded with ribosomes and folds newly made proteins.
The smooth endoplasmic reticulum synthesises lipids and detoxifies drugs in liver cells.
Transport vesicles carry proteins from the endoplasmic reticulum to the Golgi apparatus.
A vacuole is a large storage compartment that maintains turgor pressure in plant cells.`,
    `The Cytoskeleton
• Microtubules are hollow tubes of tubulin that guide chromosomes during cell division.
• Actin filaments give the cell its shape and drive amoeboid movement.
• Intermediate filaments provide mechanical strength to skin cells.
• Motor proteins such as kinesin walk along microtubules to move cargo.`,
    `Cell Division
• Mitosis: the division of a nucleus into two genetically identical nuclei.
• Meiosis: a reduction division that produces four haploid gametes.
• During prophase the chromatin condenses into visible chromosomes.
• Cytokinesis divides the cytoplasm after the nucleus has divided.
• Cancer cells ignore the checkpoints that normally halt the cell cycle.`,
  ];
  return {
    kind: 'pdf',
    pageCount: pages.length,
    pages: pages.map((text, i) => ({ number: i + 1, text })),
  };
}
