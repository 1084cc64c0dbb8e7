#!/usr/bin/env bash
# Proves that every judge bin is a file you can paste into any judge that takes Rust:
#   - at most 44,000 bytes (under SPOJ's 50,000 B, the strictest published limit, with room
#     for a contestant's edit), no `mod`,
#     no `extern crate`, no `use` of anything but std/core/alloc;
#   - with every `pub` stripped, it still compiles under `-D warnings`: no item only tests use;
#   - copied alone into an empty folder, it compiles with `-D warnings` under every compiler,
#     edition and judge's flags of the matrix below: rustc 1.63 (Debian's, /usr/bin/rustc) under
#     editions 2015/2018/2021, the current stable under 2015/2018/2021/2024, and the flags of
#     Luogu, CSES, Codeforces, Kattis and AtCoder;
#   - each of those binaries prints, on every case of cases/<bin>/, exactly the bytes that the
#     cargo build prints, and the cargo build's outputs pass the cases (byte for byte where the
#     problem has one answer, through the kit's checker; `count --list` says which);
#   - a LeetCode file's part above its paste line compiles inside a harness of our own
#     (LeetCode's flags: edition 2024, opt-level 2) and answers one example right;
#   - each special judge a data pack carries (src/checkers/) compiles alone with rustc 1.63 and
#     the stable under every edition, -D warnings, and accepts every case's answer when called
#     as testlib calls a checker and as a problem package calls an output validator.
# Prints the matrix, one row per bin, and exits non-zero if anything fails. Writes nothing into
# the tree. OLD_RUSTC names another rustc 1.63; JOBS sets how many compiles run at once.
set -uo pipefail

root="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

max_bytes=44000
paste_line='// ---- LeetCode: paste everything above this line ----'
old_rustc="${OLD_RUSTC:-/usr/bin/rustc}"
new_rustc="${NEW_RUSTC:-rustc}"

# column label | compiler (old or new) | flags. The judges' rows follow the README's Judges table.
configs=(
    "1.63-15|old|--edition 2015 -O"
    "1.63-18|old|--edition 2018 -O"
    "1.63-21|old|--edition 2021 -O"
    "new-15|new|--edition 2015 -O"
    "new-18|new|--edition 2018 -O"
    "new-21|new|--edition 2021 -O"
    "new-24|new|--edition 2024 -O"
    "luogu|new|--edition 2024 -C opt-level=2"
    "cses18|new|--edition 2018 -C opt-level=3"
    "cses21|new|--edition 2021 -C opt-level=3"
    "cf|new|--edition 2021 -O --cfg ONLINE_JUDGE"
    "kattis|new|--edition 2021 -O --crate-type bin"
    "atcoder|new|--edition 2024 -C opt-level=3 -C lto=fat -C codegen-units=1"
)

have_old=1
if ! old_version=$("$old_rustc" --version 2>/dev/null); then
    have_old=0
    echo "bundle: SKIPPING rustc 1.63: no $old_rustc here."
    echo "        Install Debian's: sudo apt-get install --no-install-recommends rustc"
    echo "        (it puts rustc 1.63 at /usr/bin/rustc and leaves rustup's toolchain alone),"
    echo "        or point OLD_RUSTC at another rustc 1.63."
    if [[ -n ${CI:-} ]]; then
        echo "bundle: FAILED: CI must check rustc 1.63 (.ci/run installs it)"
        exit 1
    fi
elif [[ $old_version != "rustc 1.63."* ]]; then
    echo "bundle: $old_rustc is '$old_version', not rustc 1.63"
    exit 1
fi
echo "compilers: old = ${old_version:-skipped}, new = $("$new_rustc" --version)"

# The cargo build is the reference every standalone binary must agree with. The judge bins
# and how each one's cases are judged come from the registry: `count --list` prints a line
# per bin, its name and `one` (byte for byte, and by the checker), `many` (by the checker)
# or `recorded` (byte for byte: the seed's bin that is wrong on purpose).
cargo build --quiet --release --manifest-path "$root/Cargo.toml" --bin count || exit 1
target="${CARGO_TARGET_DIR:-$root/target}/release"
judge_bins=()
while read -r name mode; do judge_bins+=("$name:$mode"); done < <("$target/count" --list)
((${#judge_bins[@]})) || { echo "bundle: count --list printed no bin"; exit 1; }
cargo_bins=(--bin check)
for entry in "${judge_bins[@]}"; do cargo_bins+=(--bin "${entry%%:*}"); done
cargo build --quiet --release --manifest-path "$root/Cargo.toml" "${cargo_bins[@]}" || exit 1

# static_problems <file>: what stops the file from being pasted alone, one per line.
static_problems() {
    local src=$1 foreign
    (($(wc -c <"$src") > max_bytes)) && echo "over $max_bytes bytes"
    grep -qE '^\s*(pub(\([^)]*\))?\s+)?mod\s' "$src" && echo "declares a mod"
    grep -qE '^\s*extern\s+crate' "$src" && echo "extern crate"
    foreign=$(grep -oE '^\s*(pub(\([^)]*\))?\s+)?use\s+(::)?[A-Za-z_][A-Za-z0-9_]*' "$src" |
        awk '{print $NF}' | sed 's/^:://' | grep -vxE 'std|core|alloc|self|super|crate' | sort -u | tr '\n' ' ')
    [[ -n $foreign ]] && echo "uses $foreign"
    return 0
}

# dead_items <bin> <file>: the file with every `pub` stripped, checked under -D warnings, so
# that an item only tests reach (which `pub` hides from rustc) shows as dead code.
dead_items() {
    local bin=$1 src=$2 dir="$work/$1/private"
    mkdir -p "$dir"
    sed -E 's/\bpub(\([^)]*\))? //g' "$src" >"$dir/main.rs"
    if ! "$new_rustc" --edition 2021 -D warnings --emit=metadata="$dir/main.rmeta" \
        "$dir/main.rs" >"$dir/log" 2>&1; then
        echo "with pub stripped: $(grep -m1 -E '^(error|warning)' "$dir/log")"
    fi
}

# run_cases <bin> <exe> <out-dir>: runs exe on every case; prints a failure line per bad run.
run_cases() {
    local bin=$1 exe=$2 out=$3 input name
    mkdir -p "$out"
    for input in "$root/cases/$bin"/*.in; do
        [[ -f $input ]] || continue
        name=$(basename "$input" .in)
        timeout 20 "$exe" <"$input" >"$out/$name.out" 2>"$out/$name.err" || echo "$name: exit $?"
    done
}

# judge_cargo <bin> <mode>: the cargo build's outputs against the cases' answers.
judge_cargo() {
    local bin=$1 mode=$2 input name got verdict
    for input in "$root/cases/$bin"/*.in; do
        name=$(basename "$input" .in)
        got="$work/$bin/cargo/$name.out"
        if [[ $mode != many ]]; then
            cmp -s "$got" "${input%.in}.out" || echo "$name: differs from the answer"
        fi
        if [[ $mode != recorded ]] &&
            ! verdict=$("$target/check" "$bin" "$input" "$got" "${input%.in}.out" 2>&1); then
            echo "$name: $verdict"
        fi
    done
}

# one_config <bin> <label> <compiler> <flags…>: compile and run; writes <label>.result.
one_config() {
    local bin=$1 label=$2 compiler=$3 dir="$work/$1" result
    shift 3
    # Each compile in a folder of its own: rustc names its temporary files after the crate.
    local exe="$dir/$label/main" log="$dir/$label.log"
    mkdir -p "$dir/$label"
    if ! "$compiler" "$@" -D warnings -o "$exe" "$dir/main.rs" >"$log" 2>&1; then
        result="$label: $(grep -m1 -E '^(error|warning)' "$log")"
    else
        result=$(run_cases "$bin" "$exe" "$dir/$label")
        for got in "$dir/cargo"/*.out; do
            cmp -s "$got" "$dir/$label/$(basename "$got")" || result+="$label: $(basename "$got" .out) differs from cargo's; "
        done
        [[ -n $result ]] && result="$label: $result"
    fi
    printf '%s' "$result" >"$dir/$label.result"
    rm -f "$exe"
}

# LeetCode files: the part above the paste line, alone in a harness like LeetCode's: its own
# `struct Solution;` first (so the pasted part does not stand at the top of the file), then
# the part, then a `main` that checks the call the file names on the line after the paste
# line, `// harness: <a call that must hold>`. Prints a failure.
leetcode_harness() {
    local bin=$1 src=$2 dir="$work/$1" call
    grep -qxF "$paste_line" "$src" || return 0
    call=$(awk -v line="$paste_line" 'found { sub(/^\/\/ harness: /, ""); print; exit } $0 == line { found = 1 }' "$src")
    [[ -n $call && $call != //* ]] || { echo "LeetCode: no '// harness: <call>' line after the paste line"; return 0; }
    { printf 'pub struct Solution;\n\n'
      awk -v line="$paste_line" '$0 == line { exit } { print }' "$src"
      printf '\nfn main() {\n    assert!(%s);\n}\n' "$call"
    } >"$dir/leetcode.rs"
    if ! "$new_rustc" --edition 2024 -C opt-level=2 -D warnings -o "$dir/leetcode.exe" \
        "$dir/leetcode.rs" >"$dir/leetcode.log" 2>&1; then
        echo "LeetCode harness: $(grep -m1 -E '^(error|warning)' "$dir/leetcode.log")"
    elif ! "$dir/leetcode.exe" >/dev/null 2>&1; then
        echo "LeetCode harness: the call '$call' does not hold"
    fi
}

jobs_max="${JOBS:-$(nproc 2>/dev/null || echo 2)}"
for entry in "${judge_bins[@]}"; do
    bin=${entry%%:*}
    mkdir -p "$work/$bin"
    [[ -f "$root/src/bin/$bin.rs" ]] || continue
    cp "$root/src/bin/$bin.rs" "$work/$bin/main.rs"
    run_cases "$bin" "$target/$bin" "$work/$bin/cargo" >"$work/$bin/cargo.result"
    for config in "${configs[@]}"; do
        IFS='|' read -r label which flags <<<"$config"
        if [[ $which == old ]]; then
            ((have_old)) || continue
            compiler=$old_rustc
        else
            compiler=$new_rustc
        fi
        while (($(jobs -rp | wc -l) >= jobs_max)); do wait -n; done
        # shellcheck disable=SC2086 # the flags are words on purpose
        one_config "$bin" "$label" "$compiler" $flags &
    done
done
wait

failed=0
printf '%-24s %6s' bin bytes
for config in "${configs[@]}"; do printf ' %-7s' "${config%%|*}"; done
printf ' cases\n'
for entry in "${judge_bins[@]}"; do
    bin=${entry%%:*}
    mode=${entry#*:}
    src="$root/src/bin/$bin.rs"
    if [[ ! -f $src ]]; then
        printf '%-24s missing\n' "$bin"
        failed=1
        continue
    fi
    problems=()
    while IFS= read -r line; do [[ -n $line ]] && problems+=("$line"); done < <(
        static_problems "$src"
        dead_items "$bin" "$src"
        cat "$work/$bin/cargo.result"
        judge_cargo "$bin" "$mode"
        leetcode_harness "$bin" "$src")
    total=$(find "$root/cases/$bin" -name '*.in' 2>/dev/null | wc -l)
    ((total == 0)) && problems+=("no cases in cases/$bin")
    printf '%-24s %6s' "$bin" "$(wc -c <"$src")"
    for config in "${configs[@]}"; do
        result="$work/$bin/${config%%|*}.result"
        if [[ ! -f $result && ${config#*|} == old* ]] && ((!have_old)); then
            mark=skipped
        elif [[ ! -f $result ]]; then
            mark=FAIL
            problems+=("${config%%|*}: did not run")
        elif [[ -s $result ]]; then
            mark=FAIL
            problems+=("$(cat "$result")")
        else
            mark=ok
        fi
        printf ' %-7s' "$mark"
    done
    printf ' %s\n' "$total"
    if ((${#problems[@]})); then
        failed=1
        printf '    FAIL: %s\n' "${problems[@]}"
    fi
done

# The special judges a data pack carries (src/checkers/<problem>.rs): each alone, std-only,
# under -D warnings with every edition of both compilers; each accepts every case's answer in
# both ways of calling it (testlib's, exit 0, and the problem package's, exit 42).
check_checker() {
    local src=$1 name dir label compiler edition input fb
    name=$(basename "$src" .rs)
    dir="$work/checkers/$name"
    mkdir -p "$dir"
    static_problems "$src"
    for label in old-2015 old-2018 old-2021 new-2015 new-2018 new-2021 new-2024; do
        compiler=$new_rustc
        if [[ $label == old-* ]]; then
            ((have_old)) || continue
            compiler=$old_rustc
        fi
        edition=${label#*-}
        if ! "$compiler" --edition "$edition" -O -D warnings -o "$dir/chk" "$src" >"$dir/log" 2>&1; then
            echo "$label: $(grep -m1 -E '^(error|warning)' "$dir/log")"
            continue
        fi
        for input in "$root/cases/$name"/*.in; do
            "$dir/chk" "$input" "${input%.in}.out" "${input%.in}.out" 2>/dev/null ||
                echo "$label: $(basename "$input"): the testlib call exits $?"
            fb="$dir/feedback"
            mkdir -p "$fb"
            "$dir/chk" "$input" "${input%.in}.out" "$fb" <"${input%.in}.out" 2>/dev/null
            local code=$?
            ((code == 42)) || echo "$label: $(basename "$input"): the package call exits $code"
        done
    done
}
for src in "$root"/src/checkers/*.rs; do
    problems=()
    while IFS= read -r line; do [[ -n $line ]] && problems+=("$line"); done < <(check_checker "$src")
    printf 'checker %-24s %6s %s\n' "$(basename "$src" .rs)" "$(wc -c <"$src")" "$( ((${#problems[@]})) && echo FAIL || echo ok)"
    if ((${#problems[@]})); then
        failed=1
        printf '    FAIL: %s\n' "${problems[@]}"
    fi
done

if ((failed)); then
    echo "bundle: FAILED"
    exit 1
fi
((have_old)) || echo "bundle: rustc 1.63 was SKIPPED (see above); every other column passed"
echo "bundle: every judge bin compiles alone under every column and prints what cargo's build prints on every case; every special judge compiles alone and accepts every case's answer"
