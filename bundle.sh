#!/usr/bin/env bash
# Proves that every judge bin is a file you can paste into a judge on its own:
#   - at most 64 KiB, no `mod`, no `extern crate`, no `use` of anything but std/core/alloc;
#   - copied alone into an empty folder, it compiles with `rustc -O -D warnings` under
#     edition 2021 and edition 2024;
#   - that standalone binary passes every case of cases/<bin>/ (byte for byte where the
#     problem has one answer, through the kit's checker where it has many).
# Prints one row per bin and exits non-zero if anything fails. Writes nothing into the tree.
set -uo pipefail

root="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# bin name -> how its outputs are judged: "exact", or the checker's problem name.
judge_bins=(p1379:exact p1379_flat:exact p1379_reverse:exact acwing_astar:check yuzan_alternating:check aoj_idastar:exact cses_swap_game:exact)
max_bytes=65536
failed=0

need_checker=0
for entry in "${judge_bins[@]}"; do
    [[ ${entry#*:} == check && -f "$root/src/bin/${entry%%:*}.rs" ]] && need_checker=1
done
if ((need_checker)); then
    cargo build --quiet --release --manifest-path "$root/Cargo.toml" --bin check || exit 1
    checker="${CARGO_TARGET_DIR:-$root/target}/release/check"
fi

printf '%-20s %7s  %-13s %s\n' bin bytes editions cases
for entry in "${judge_bins[@]}"; do
    bin=${entry%%:*}
    mode=${entry#*:}
    src="$root/src/bin/$bin.rs"
    problems=()
    if [[ ! -f $src ]]; then
        printf '%-20s missing\n' "$bin"
        failed=1
        continue
    fi

    bytes=$(wc -c <"$src")
    ((bytes > max_bytes)) && problems+=("over $max_bytes bytes")
    grep -nE '^\s*(pub(\([^)]*\))?\s+)?mod\s' "$src" >/dev/null && problems+=("declares a mod")
    grep -nE '^\s*extern\s+crate' "$src" >/dev/null && problems+=("extern crate")
    foreign=$(grep -oE '^\s*(pub(\([^)]*\))?\s+)?use\s+(::)?[A-Za-z_][A-Za-z0-9_]*' "$src" |
        awk '{print $NF}' | sed 's/^:://' | grep -vxE 'std|core|alloc|self|super|crate' | sort -u | tr '\n' ' ')
    [[ -n $foreign ]] && problems+=("uses $foreign")

    # Compile the file alone, as a judge would, under both editions.
    dir="$work/$bin"
    mkdir -p "$dir"
    cp "$src" "$dir/main.rs"
    editions=""
    for edition in 2021 2024; do
        if rustc --edition "$edition" -O -D warnings -o "$dir/main-$edition" "$dir/main.rs" 2>"$dir/rustc-$edition.log"; then
            editions+="$edition "
        else
            problems+=("edition $edition: $(grep -m1 -E '^(error|warning)' "$dir/rustc-$edition.log")")
        fi
    done

    # Run the standalone binary on its cases.
    passed=0
    total=0
    exe="$dir/main-2021"
    for input in "$root/cases/$bin"/*.in; do
        [[ -f $input ]] || continue
        total=$((total + 1))
        expected="${input%.in}.out"
        [[ -x $exe ]] || continue
        if ! timeout 10 "$exe" <"$input" >"$dir/got" 2>"$dir/err"; then
            problems+=("$(basename "$input"): exit $?")
            continue
        fi
        if [[ $mode == exact ]]; then
            cmp -s "$dir/got" "$expected" && passed=$((passed + 1)) || problems+=("$(basename "$input"): differs")
        elif verdict=$("$checker" "$bin" "$input" "$dir/got" "$expected" 2>&1); then
            passed=$((passed + 1))
        else
            problems+=("$(basename "$input"): $verdict")
        fi
    done
    ((total == 0)) && problems+=("no cases in cases/$bin")

    printf '%-20s %7s  %-13s %s/%s' "$bin" "$bytes" "${editions:-none}" "$passed" "$total"
    if ((${#problems[@]})); then
        failed=1
        printf '  FAIL: %s' "$(IFS=';'; echo "${problems[*]}")"
    fi
    printf '\n'
done

if ((failed)); then
    echo "bundle: FAILED"
    exit 1
fi
echo "bundle: every judge bin compiles alone and passes its cases"
