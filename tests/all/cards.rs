//! Every judge bin opens with its card: at most 12 comment lines that name the judge and
//! the problem with its URL (or `no judge`) in the first two, then `Input:`, `Output:`, `Method:`, `Cost:` and `Adapt:`, in
//! that order; its whole leading comment stays within 40 lines. A card is what a contestant
//! reads in the first minute, so the shape is held for every bin of the registry.

use crate::common;
use crate::copies::source;

/// The labels of a card, in order.
const LABELS: [&str; 5] = ["Input:", "Output:", "Method:", "Cost:", "Adapt:"];

/// What is wrong with the card of the bin whose source is `text`, if anything.
fn card_fault(text: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().take_while(|l| l.starts_with("//")).collect();
    if lines.len() > 40 {
        return Some(format!(
            "a leading comment of {} lines (at most 40)",
            lines.len()
        ));
    }
    let card: Vec<&str> = lines
        .iter()
        .take_while(|l| !l.trim_end().eq("//"))
        .copied()
        .collect();
    if card.len() > 12 {
        return Some(format!("a card of {} lines (at most 12)", card.len()));
    }
    // The judge and the problem come first: its URL, or `no judge` for the seed's own.
    let names = |l: &&str| l.contains("https://") || l.contains("no judge");
    if !card.iter().take(2).any(names) {
        return Some("the first two lines name no URL".to_string());
    }
    let mut at = 0;
    for label in LABELS {
        match card[at..]
            .iter()
            .position(|l| l.starts_with(&format!("// {label}")))
        {
            Some(i) => at += i + 1,
            None => return Some(format!("no `{label}` line after the previous label")),
        }
    }
    None
}

#[test]
fn every_bin_opens_with_its_card() {
    let faults: Vec<String> = common::bin_names()
        .into_iter()
        .filter_map(|bin| card_fault(&source(bin)).map(|f| format!("{bin}: {f}")))
        .collect();
    common::assert_none_failed(&faults);
}

#[test]
fn a_card_that_breaks_the_shape_is_named() {
    let good = source(common::seed());
    assert_eq!(card_fault(&good), None);
    let no_cost = good.replacen("// Cost:", "// Price:", 1);
    assert!(card_fault(&no_cost).unwrap().contains("Cost:"));
    let long = good.replacen("// Input:", &("// more\n".repeat(12) + "// Input:"), 1);
    assert!(card_fault(&long).unwrap().contains("card of"));
    let no_url = good.replacen("https://", "see ", 2);
    assert!(card_fault(&no_url).unwrap().contains("URL"));
}

/// The units a card's figures count: a number written just before one of these is a figure
/// the card states (`30 moves`, `(20 swaps`, `18 flips`).
const UNITS: [&str; 7] = ["move", "step", "swap", "flip", "tilt", "rewrite", "push"];

/// The card of the source `text`: its leading comment up to the first empty `//` line.
fn card_text(text: &str) -> String {
    let lines = text.lines().take_while(|l| l.starts_with("//"));
    let card: Vec<&str> = lines.take_while(|l| !l.trim_end().eq("//")).collect();
    card.join(" ")
}

/// Every figure the card of `bin` states, whatever its unit and whatever word precedes it,
/// sorted and without repeats.
fn stated_figures(bin: &str) -> Vec<u32> {
    let card = card_text(&source(bin));
    let words: Vec<&str> = card.split_whitespace().collect();
    let mut stated: Vec<u32> = words
        .windows(2)
        .filter(|pair| UNITS.iter().any(|unit| pair[1].starts_with(unit)))
        .filter_map(|pair| {
            let number = pair[0].trim_start_matches('(').replace(',', "");
            number.parse().ok()
        })
        .collect();
    stated.sort_unstable();
    stated.dedup();
    stated
}

/// The figures the card of `bin` states (moves, steps, swaps, flips, tilts, rewrites or
/// pushes) are exactly `measured`, the kit's measurements: each problem's test calls this,
/// and [`every_card_figure_is_held_by_its_problems_test`] requires the call.
pub fn states(bin: &str, measured: &[u32]) {
    let mut measured = measured.to_vec();
    measured.sort_unstable();
    measured.dedup();
    assert_eq!(
        stated_figures(bin),
        measured,
        "{bin}'s card states these figures; the kit measured the others"
    );
}

/// A card that states a figure has its problem's test hold it: the test module calls
/// [`states`] for that bin.
#[test]
fn every_card_figure_is_held_by_its_problems_test() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut unheld = Vec::new();
    for (problem, bin) in eight_puzzle::registry::bins() {
        let module = root.join(format!("tests/all/{}.rs", problem.name()));
        let test = std::fs::read_to_string(&module).unwrap_or_default();
        // rustfmt may break the call over lines: compare without whitespace.
        let test: String = test.split_whitespace().collect();
        let held = test.contains(&format!("cards::states(\"{}\"", bin.name));
        if !stated_figures(bin.name).is_empty() && !held {
            unheld.push(format!("{}: {:?}", bin.name, stated_figures(bin.name)));
        }
    }
    assert!(unheld.is_empty(), "figures no test holds: {unheld:?}");
}

#[test]
fn a_card_that_misstates_a_figure_is_named() {
    let seed = common::seed();
    assert_eq!(stated_figures(seed), [30]);
    assert!(std::panic::catch_unwind(|| states(seed, &[31])).is_err());
    assert!(std::panic::catch_unwind(|| states(seed, &[])).is_err());
    let card = "// Cost: 4 steps a node; (18 flips at most, 1,200 pushes known\n//\n";
    let words = card_text(card);
    assert!(words.contains("18 flips") && !words.contains('\n'));
}
