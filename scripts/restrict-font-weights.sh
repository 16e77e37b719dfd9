#!/bin/sh
# `npm run fonts`: writes the site's font files, app/fonts/noto-sans-<subset>-wght-400-700.woff2,
# from the variable Noto Sans that @fontsource-variable/noto-sans ships (weights 100 to 900).
# The site uses the weights 400 to 700 only (a unit test keeps it so), and a file that varies
# over that range alone is about 40 % smaller: the outlines' deltas towards 100 and 900 go
# (Latin 35.8 -> 22.4 kB, Greek 21.8 -> 13.5 kB). Within the range the glyphs are the same; the
# reasons and the comparison are in docs/decisions/0029-font-weights.md.
# Run it again after updating @fontsource-variable/noto-sans, and commit the result (with
# app/fonts/pdf, made at the end).
# Needs fontTools with Brotli (Debian: apt-get install -y python3-fonttools python3-brotli;
# elsewhere: pip install fonttools brotli).
set -eu
cd "$(dirname "$0")/.."
source_dir=node_modules/@fontsource-variable/noto-sans/files
python=${PYTHON:-python3}
# A fixed 'modified' date in the files, so that running this again writes the same bytes.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-1767225600}"
if ! "$python" -c 'import fontTools, brotli' 2>/dev/null; then
  echo 'fontTools with Brotli is missing: apt-get install -y python3-fonttools python3-brotli (or pip install fonttools brotli)' >&2
  exit 1
fi
for subset in latin latin-ext greek greek-ext; do
  "$python" -m fontTools varLib.instancer --quiet "$source_dir/noto-sans-$subset-wght-normal.woff2" wght=400:700 \
    --output "app/fonts/noto-sans-$subset-wght-400-700.woff2"
done
# The Greek file keeps the letters, accents and punctuation modern Greek is written with, up to
# U+03CE (ώ). The archaic, Coptic and mathematical forms after it (U+03CF-03FF) are a third of
# the file, and text that uses them is set in the system's face (app.css gives the same range).
greek=app/fonts/noto-sans-greek-wght-400-700.woff2
"$python" -m fontTools subset "$greek" --output-file="$greek.tmp" --flavor=woff2 \
  --unicodes='U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03CE' \
  --layout-features='*' --notdef-outline --name-IDs='*' --name-languages='*'
mv "$greek.tmp" "$greek"
ls -l app/fonts
# The seizure action plan's PDF (app/components/seizure-plan/plan-pdf.ts) embeds the same face:
# PDF needs TrueType, not WOFF2, and one font for both scripts, so the Latin and Greek files
# above are cut to static 400 and 700 instances and merged (app/fonts/pdf, about 36 kB each).
mkdir -p app/fonts/pdf
tmp=$(mktemp -d)
for weight in 400 700; do
  for subset in latin greek; do
    "$python" -m fontTools varLib.instancer --quiet "app/fonts/noto-sans-$subset-wght-400-700.woff2" \
      wght=$weight --output "$tmp/$subset.ttf"
    "$python" -c 'import sys; from fontTools.ttLib import TTFont; f = TTFont(sys.argv[1]); f.flavor = None; f.save(sys.argv[1])' "$tmp/$subset.ttf"
  done
  "$python" -m fontTools.merge --output-file="app/fonts/pdf/noto-sans-pdf-$weight.ttf" "$tmp/latin.ttf" "$tmp/greek.ttf"
done
rm -r "$tmp"
ls -l app/fonts/pdf
