#!/usr/bin/env bash
# Builds the unseen samples of issue 12: chapters of two manuals that ship in Debian's packages
# (R's "An Introduction to R", GPL; the expEYES lab manuals, GFDL), and papers and a tutorial
# chapter that ship with R packages and GAP (the vegan, survival and ape vignettes, GPL-2; the GAP
# tutorial, GPL-2+), cut to lecture size. None of it was read while the generator was tuned on
# the twelve fixtures.
#   bash docs/evaluation/unseen-manuals.sh /tmp/unseen
# writes /tmp/unseen/{dev,test1,test2,dev2,test3}/*.pdf; then, for example,
#   npm run eval:generator -- /tmp/unseen/test1 --count 10 --judge-sheet test1.csv
# Needs apt-get (Debian's package mirror) and poppler-utils (pdfseparate, pdfunite).
set -euo pipefail
out="${1:?usage: unseen-manuals.sh <folder>}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download -qq r-doc-pdf expeyes-doc-en r-cran-vegan r-cran-survival \
  r-cran-ape gap-doc 2>/dev/null)
for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$work/x"; done
intro="$work/x/usr/share/doc/r-doc-pdf/manual/R-intro.pdf"
eyes="$work/x/usr/share/expeyes/doc/en-eyes.pdf"
eyesj="$work/x/usr/share/expeyes/doc/en-eyesj.pdf"
vegan="$work/x/usr/lib/R/site-library/vegan/doc"
survival="$work/x/usr/lib/R/library/survival/doc"
ape="$work/x/usr/lib/R/site-library/ape/doc"
gap="$work/x/usr/share/gap/doc/tut/manual.pdf"

# cut <pdf> <first page> <last page> <folder/name.pdf>
cut() {
  local parts="$work/parts"
  rm -rf "$parts" && mkdir -p "$parts" "$(dirname "$4")"
  pdfseparate -f "$2" -l "$3" "$1" "$parts/%d.pdf" 2>/dev/null
  pdfunite $(ls "$parts"/*.pdf | sort -V) "$4" 2>/dev/null
}
cut "$intro" 61 73 "$out/dev/statistics__r-statistical-models.pdf"
cut "$eyesj" 15 32 "$out/dev/physics__eyesj-electricity.pdf"
cut "$eyesj" 37 48 "$out/dev/electronics__eyesj-electronics.pdf"
cut "$eyes" 73 88 "$out/dev/physics__eyes-sound.pdf"
cut "$intro" 8 19 "$out/test1/statistics__r-introduction-and-vectors.pdf"
cut "$intro" 34 48 "$out/test1/statistics__r-data-frames-and-distributions.pdf"
cut "$eyes" 63 72 "$out/test1/physics__eyes-electromagnetism.pdf"
cut "$eyes" 89 108 "$out/test1/physics__eyes-chapter5.pdf"
cut "$intro" 25 37 "$out/test2/statistics__r-arrays-and-matrices.pdf"
cut "$intro" 50 60 "$out/test2/statistics__r-writing-functions.pdf"
cut "$eyes" 109 125 "$out/test2/physics__eyes-mechanics-optics-heat.pdf"
cut "$eyesj" 49 60 "$out/test2/physics__eyesj-chapters-5-6.pdf"
# The session after: papers and a tutorial rather than manuals. dev2 was read while building its
# rules; test3 was generated at the session's start and judged once, blind, at its end.
cut "$vegan/intro-vegan.pdf" 1 12 "$out/dev2/ecology__vegan-ordination.pdf"
cut "$survival/concordance.pdf" 1 12 "$out/dev2/statistics__survival-concordance.pdf"
cut "$ape/RandomTopologies.pdf" 1 14 "$out/dev2/biology__ape-random-topologies.pdf"
cut "$gap" 20 33 "$out/dev2/computing__gap-lists-records.pdf"
cut "$vegan/diversity-vegan.pdf" 1 12 "$out/test3/ecology__vegan-diversity.pdf"
cut "$ape/MoranI.pdf" 1 8 "$out/test3/statistics__ape-moran-i.pdf"
cut "$survival/compete.pdf" 1 14 "$out/test3/statistics__survival-competing-risks.pdf"
cut "$gap" 67 80 "$out/test3/mathematics__gap-domains-operations.pdf"
ls -R "$out"
