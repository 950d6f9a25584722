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
swift package generate-documentation "${arguments[@]}" --warnings-as-errors "$@"
