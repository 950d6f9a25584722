#!/usr/bin/env bash
# Builds the DocC documentation of every public library target and fails on
# any documentation warning (a broken symbol link, an unknown parameter).
# Archives land in .build/plugins/Swift-DocC/outputs/.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(ProsceniumHost Proscenium ProsceniumFoundation ProsceniumWeb ProsceniumTesting
         UniformTypeIdentifiers Combine SwiftUI)
arguments=()
for target in "${targets[@]}"; do arguments+=(--target "$target"); done
# A view's symbol graph carries every View modifier again as a synthesized
# member, thousands of pages DocC spent most of six minutes on: they are left
# out, as are the search index and the static-hosting copy, which nobody reads
# from CI. The warnings come from the package's own doc comments all the same.
swift package generate-documentation "${arguments[@]}" --warnings-as-errors \
    --experimental-skip-synthesized-symbols --disable-indexing --no-transform-for-static-hosting "$@"
