//! LeetCode 854 on every pair of short anagrams and on seeded pairs of 20 letters, through
//! the pasted function, against the kit's dynamic program over letter-pair counts (and
//! that against the textbook breadth-first search); other alphabets by the bin's `LETTERS`.

use crate::bins::leetcode_k_similar::{self, Solution};
use crate::common::{self, Scratch};
use crate::goals::{self, Call};
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::leetcode_k_similar::{self as kit, HARDEST};
use eight_puzzle::sampling::shuffle;

tiers!(
    every_short_pair,
    seeded_pairs_of_20_letters,
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    other_alphabets
);

/// Every string of `n` letters of the first `letters`, and every distinct rearrangement of
/// it: all the anagram pairs of that length.
fn pairs(n: usize, letters: u8) -> Vec<(Vec<u8>, Vec<u8>)> {
    let mut all = Vec::new();
    for code in 0..usize::from(letters).pow(n as u32) {
        let s2: Vec<u8> = (0..n)
            .map(|i| {
                b'a' + (code / usize::from(letters).pow(i as u32) % usize::from(letters)) as u8
            })
            .collect();
        let mut s1 = s2.clone();
        s1.sort_unstable();
        loop {
            all.push((s1.clone(), s2.clone()));
            // The next rearrangement in dictionary order, until the last.
            let Some(i) = (1..n).rev().find(|&i| s1[i - 1] < s1[i]) else {
                break;
            };
            let j = (i..n).rev().find(|&j| s1[j] > s1[i - 1]).unwrap();
            s1.swap(i - 1, j);
            s1[i..].reverse();
        }
    }
    all
}

/// Every anagram pair of 1-4 letters a-f (the proofs add every pair of 5), through the
/// pasted function against the kit; and the kit against the textbook on the pairs up to 4.
fn every_short_pair(tier: Tier) {
    let most = match tier {
        Tier::Quick => 4,
        Tier::Proofs => 5,
    };
    let all: Vec<(Vec<u8>, Vec<u8>)> = (1..=most).flat_map(|n| pairs(n, 6)).collect();
    let failures = common::per_core(&all, |part| {
        let mut failures = Vec::new();
        for (s1, s2) in part {
            let want = kit::swaps(s1, s2);
            let text = |s: &[u8]| String::from_utf8(s.to_vec()).unwrap();
            let got = Solution::k_similarity(text(s1), text(s2));
            let bfs =
                (s1.len() <= 4).then(|| kit::textbook_search(s1, s2, 100_000).map(|(d, _)| d));
            if got != want as i32 || bfs.is_some_and(|b| b != Some(want)) {
                failures.push(format!(
                    "{} {}: kit {want}, bin {got}, textbook {bfs:?}",
                    text(s1),
                    text(s2)
                ));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

/// Seeded pairs of 20 letters (40; the proofs 240), half of uniform letters, half of each
/// letter about as often, through the pasted function against the kit, and the textbook
/// (under a budget of 200,000 strings) against the kit; and the hardest pair kept.
fn seeded_pairs_of_20_letters(tier: Tier) {
    let n = match tier {
        Tier::Quick => 40,
        Tier::Proofs => 240,
    };
    let mut rng = Mt19937::new(20);
    let mut all = vec![(HARDEST.0.as_bytes().to_vec(), HARDEST.1.as_bytes().to_vec())];
    for round in 0..n {
        let s2: Vec<u8> = match round % 2 {
            0 => (0..20).map(|_| b'a' + (rng.next_u32() % 6) as u8).collect(),
            _ => (0..20).map(|i| b'a' + (i % 6) as u8).collect(),
        };
        let mut s1 = s2.clone();
        shuffle(&mut s1, &mut rng);
        all.push((s1, s2));
    }
    let failures = common::per_core(&all, |part| {
        let mut failures = Vec::new();
        for (s1, s2) in part {
            let want = kit::swaps(s1, s2);
            let text = |s: &[u8]| String::from_utf8(s.to_vec()).unwrap();
            let got = Solution::k_similarity(text(s1), text(s2));
            let bfs = kit::textbook_search(s1, s2, 200_000).map(|(d, _)| d);
            if got != want as i32 || bfs != Some(want) {
                failures.push(format!(
                    "{} {}: kit {want}, bin {got}, textbook {bfs:?}",
                    text(s1),
                    text(s2)
                ));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
    let hardest = kit::textbook_search(HARDEST.0.as_bytes(), HARDEST.1.as_bytes(), 200_000);
    assert_eq!(hardest, Some((12, 27_629)));
}

/// The bin with 3 and 8 letters by its `LETTERS` line (the quick tier: 3), on every pair of
/// 4 letters (3 letters) or 200 seeded pairs of 12 to 20 letters (8), against the kit's
/// dynamic program, which takes any letters.
fn other_alphabets(tier: Tier) {
    let scratch = Scratch::new("letters");
    let mut alphabets = vec![3u8];
    if tier == Tier::Proofs {
        alphabets.push(8);
    }
    let mut rng = Mt19937::new(8);
    for letters in alphabets {
        let cases: Vec<(Vec<u8>, Vec<u8>)> = match letters {
            3 => pairs(4, 3),
            _ => (0..200)
                .map(|i| {
                    let s2: Vec<u8> = (0..12 + i % 9)
                        .map(|_| b'a' + (rng.next_u32() % 8) as u8)
                        .collect();
                    let mut s1 = s2.clone();
                    shuffle(&mut s1, &mut rng);
                    (s1, s2)
                })
                .collect(),
        };
        let inputs: Vec<String> = cases
            .iter()
            .map(|(a, b)| kit::format(a, b).replace('\n', " ").trim_end().to_string() + "\n")
            .collect();
        let want: Vec<String> = cases
            .iter()
            .map(|(a, b)| kit::swaps(a, b).to_string())
            .collect();
        let value = [("LETTERS", letters.to_string())];
        let exe = goals::build(&scratch, "leetcode_k_similar", &value, Call::Solve).unwrap();
        goals::compare(
            &format!("leetcode_k_similar with {letters} letters"),
            &inputs,
            &goals::answers(&exe, &inputs),
            &want,
        );
    }
    let built = goals::build(
        &scratch,
        "leetcode_k_similar",
        &[("LETTERS", "27".into())],
        Call::Solve,
    );
    assert!(built.is_err_and(|why| why.contains("LETTERS must be 1-26")));
}

/// LeetCode's two examples and the hardest pair, through `solve`.
#[test]
fn the_examples_and_the_hardest_pair() {
    assert_eq!(
        leetcode_k_similar::solve("\"ab\"\n\"ba\"\n").unwrap(),
        "1\n"
    );
    assert_eq!(
        leetcode_k_similar::solve("\"abc\"\n\"bca\"\n").unwrap(),
        "2\n"
    );
    let hardest = kit::format(HARDEST.0.as_bytes(), HARDEST.1.as_bytes());
    assert_eq!(leetcode_k_similar::solve(&hardest).unwrap(), "12\n");
}

/// LeetCode 854 through `gen`, `check` and `count`.
#[test]
fn k_similar_through_the_tools() {
    crate::tools::own_figures(
        "leetcode_k_similar",
        ("16", None),
        ("\"abc\"\n\"bca\"\n", "2\n", "1\n"),
        "hardest,befcaafcdedbadbbccfc,caefdcbbbcfcecdafdab,12,27629\n",
    );
    crate::cards::states("leetcode_k_similar", &[]);
}
