//! `p1032_string_rewrite` against the kit's plain breadth-first search forward from A
//! (written apart from the bin's bidirectional search): seeded cases of every kind `gen`
//! draws, hostile rule sets, and the bin's limits changed by its constants.

use crate::bins::p1032_string_rewrite as bin;
use crate::common::{self, tool, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problem::Problem;
use eight_puzzle::problems::p1032_string_rewrite::{answer, parse, search, PROBLEM};
use eight_puzzle::sampling::Reach;
use std::sync::OnceLock;
use std::time::Duration;

/// The searches run under a budget: a search that does not stop at its limit fails.
const BUDGET: Duration = Duration::from_secs(300);

/// Seeded cases: `gen`'s three modes, and the kit's answer where it keeps under 20,000
/// strings (the cases past that are counted, and must be few); made once for each tier:
/// 600 rounds, the quick tier's the first 80 of them.
fn seeded_cases(tier: Tier) -> &'static [(String, String)] {
    static CASES: [OnceLock<Vec<(String, String)>>; 2] = [OnceLock::new(), OnceLock::new()];
    let rounds = tier.pick(80, 600);
    CASES[usize::from(tier == Tier::Proofs)].get_or_init(|| make_cases(rounds))
}

fn make_cases(rounds: u32) -> Vec<(String, String)> {
    let tables = common::tables();
    let mut rng = Mt19937::new(1032);
    let mut cases = Vec::new();
    // Drawing a case 10 rewrites out takes a search per draw: a few of those.
    for round in 0..rounds {
        let input = match round {
            0..=11 => {
                let reach = Reach::parse(&(round % 4 + 7).to_string()).unwrap();
                match PROBLEM.far(tables, &mut rng, reach) {
                    Ok(input) => input,
                    Err(_) => continue,
                }
            }
            r if r % 2 == 0 => PROBLEM.walk(&mut rng, round % 13),
            _ => PROBLEM.uniform(&mut rng),
        };
        let case = parse(&input).unwrap();
        if let Ok(found) = search(&case, 10, 20_000) {
            cases.push((input, answer(found)));
        }
    }
    cases
}

tiers!(seeded_cases_against_the_plain_search);

/// The bin on 600 seeded cases (the quick tier: 80) against the plain search.
fn seeded_cases_against_the_plain_search(tier: Tier) {
    common::none_fail_within(BUDGET, move || {
        let cases = seeded_cases(tier);
        let mut failures = Vec::new();
        let rounds = tier.pick(80, 600);
        if cases.len() < rounds * 4 / 5 {
            failures.push(format!("only {} of {rounds} cases kept", cases.len()));
        }
        let far = cases.iter().filter(|(_, a)| a == "10").count();
        if far < 3 {
            failures.push(format!("only {far} cases 10 rewrites out"));
        }
        let found = common::per_core(cases, |part| {
            let mut failures = Vec::new();
            for (input, want) in part {
                let got = bin::solve(input);
                if got != Ok(format!("{want}\n")) {
                    failures.push(format!("{input:?}: {want} expected, got {got:?}"));
                }
            }
            failures
        });
        failures.extend(found.concat());
        failures
    });
}

/// Rule sets the statement does not rule out, and what the bin makes of them.
#[test]
fn hostile_rule_sets() {
    common::none_fail_within(BUDGET, || {
        let rows: [(&str, Result<&str, &str>); 9] = [
            ("abcd xyz\nabc xu\nud y\ny yz\n", Ok("3")),
            // A rule that grows the string: 10 rewrites make 11 letters, 11 are too many.
            ("a aaaaaaaaaaa\na aa\n", Ok("10")),
            ("a aaaaaaaaaaaa\na aa\n", Ok("NO ANSWER!")),
            // The same rule twice counts once; A = B needs no rules.
            ("ab ba\nab ba\nab ba\n", Ok("1")),
            ("same same\n", Ok("0")),
            ("abc xyz\n", Ok("NO ANSWER!")),
            // A side of a rule cannot be empty: the sides are words, in pairs.
            ("abc xyz\nabc\n", Err("no right side")),
            // Growth on one side only: the other side runs dry and the search stops.
            ("a c\na ab\na ba\nb bb\nb ab\n", Ok("NO ANSWER!")),
            (
                "abababababababababab bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\nab ba\nba ab\nb bb\n",
                Ok("NO ANSWER!"),
            ),
        ];
        let mut failures = Vec::new();
        for (input, want) in rows {
            let got = bin::solve(input);
            let ok = match (&got, want) {
                (Ok(out), Ok(w)) => out.trim_end() == w,
                (Err(e), Err(w)) => e.contains(w),
                _ => false,
            };
            if !ok {
                failures.push(format!("{input:?}: {want:?} expected, got {got:?}"));
            }
        }
        failures
    });
}

tiers!(
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    other_limits
);

/// The bin with its limits changed: `REWRITES_SHOWN = 3` on 150 seeded cases (the quick
/// tier: 40, and no more) against the kit at 3; `MAX_BYTES = 20000` and `MAX_WORK = 5000`
/// in one build, each refusing an input that passes it first.
fn other_limits(tier: Tier) {
    let scratch = Scratch::new("goals-p1032");
    let cases = &seeded_cases(tier)[..tier.pick(40, 150)];
    let inputs: Vec<String> = cases
        .iter()
        .map(|(i, _)| i.replace('\n', "|") + "\n")
        .collect();
    let want: Vec<String> = cases
        .iter()
        .map(|(input, _)| answer(search(&parse(input).unwrap(), 3, usize::MAX).unwrap()))
        .collect();
    let exe = goals::build(
        &scratch,
        "p1032_string_rewrite",
        &[("REWRITES_SHOWN", "3".into())],
        Call::Solve,
    )
    .unwrap();
    goals::compare(
        "REWRITES_SHOWN = 3",
        &inputs,
        &goals::answers(&exe, &inputs),
        &want,
    );
    if tier == Tier::Quick {
        return; // a second build: the limits are the proofs'
    }
    // One build for both limits: 24 KB of one rule passes MAX_BYTES before any work, and
    // 2,000 letters rewritten a letter at a time pass MAX_WORK with 8 KB held.
    let limits = [
        ("MAX_BYTES", "20000".to_string()),
        ("MAX_WORK", "5000".to_string()),
    ];
    let exe = goals::build(&scratch, "p1032_string_rewrite", &limits, Call::Solve).unwrap();
    let inputs = [
        format!("ab ba|{}\n", "a b|".repeat(6_000).trim_end_matches('|')),
        format!("{} b|a c\n", "a".repeat(2_000)),
    ];
    let got = goals::answers(&exe, &inputs);
    assert!(
        got[0].starts_with("error: the rules make more than 20000 bytes"),
        "{got:?}"
    );
    assert!(
        got[1].starts_with("error: the rules need more than 5000 letters"),
        "{got:?}"
    );
}

#[test]
fn string_rewrite_through_the_tools() {
    let (code, case, err) = tool(
        "gen",
        &["--problem", "p1032_string_rewrite", "3", "10", "1"],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(bin::solve(&case).unwrap(), "10\n");
    let (code, out, _) = tool("count", &["--problem", "p1032_string_rewrite"]);
    assert!(code == 0 && out.contains("nothing to count"), "{out}");
}

/// The largest and most hostile inputs (fuzzing finding 1), each with its outcome: the
/// statement's worst (6 one-letter rules over three letters, 20 letters, 1,167,138 strings
/// kept to prove `NO ANSWER!`), long strings whose every rewrite is new, 4 MiB of rules.
fn largest_inputs(tier: Tier) -> Vec<(&'static str, String, Option<&'static str>)> {
    let cycle = "a b\na c\nb a\nb c\nc a\nc b\n";
    let mut rows = vec![
        (
            "a x 10,000 by a -> c",
            format!("{} b\na c\n", "a".repeat(10_000)),
            None,
        ),
        (
            "4 MiB of one rule",
            format!("ab ba\n{}", "a b\n".repeat((1 << 20) - 2).trim_end()),
            Some("NO ANSWER!\n"),
        ),
    ];
    if tier == Tier::Proofs {
        rows.push((
            "statement's worst",
            format!("abcabcabcabcabcabcab bcabcabcabcaaaaaaaaa\n{cycle}"),
            Some("NO ANSWER!\n"),
        ));
        let many: String = (0..380_000)
            .map(|i: u32| format!("{} {:05x}\n", ["a", "b", "c"][i as usize % 3], i))
            .collect();
        rows.push((
            "statement's worst, turned",
            format!("aaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbb\n{cycle}"),
            Some("NO ANSWER!\n"),
        ));
        rows.push((
            "a x 2,000,000 by aa -> a",
            format!("{} b\naa a\n", "a".repeat(2_000_000)),
            None,
        ));
        rows.push((
            "380,000 rules",
            format!("abcabcabcabc bcabcabcaaaa\n{many}"),
            None,
        ));
    }
    rows
}

tiers!(the_largest_inputs_within_64_mib);

/// Each of the largest inputs answered as listed or refused with exit 1, within 64 MiB
/// (the quick tier: the first two, the most memory for the least time).
fn the_largest_inputs_within_64_mib(tier: Tier) {
    let mut failures = Vec::new();
    for (name, input, want) in largest_inputs(tier) {
        assert!(input.len() <= 1 << 22, "{name}: {} bytes", input.len());
        let Some(peak) = common::peak("p1032_string_rewrite", input.as_bytes()) else {
            return;
        };
        let got = bin::solve(&input);
        let ok = match want {
            Some(out) => peak.code == 0 && got.as_deref() == Ok(out),
            None => peak.code == 1 && got.is_err(),
        };
        if !ok || peak.kib >= 64 << 10 {
            failures.push(format!(
                "{name}: exit {}, {:.1} MiB, {got:?}",
                peak.code,
                peak.mib()
            ));
        }
    }
    common::assert_none_failed(&failures);
}
