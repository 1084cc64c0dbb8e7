//! Arrangements of distinct values by their Lehmer rank (their position in lexicographic
//! order), and the breadth-first search over every arrangement of a few values that the
//! permutation puzzles count with (pancakes, booksort, the rotating grid's ready table).
//!
//! ```
//! use eight_puzzle::perm::{rank, unrank};
//!
//! assert_eq!(rank(&[1, 2, 3]), 0);
//! assert_eq!(rank(&[3, 2, 1]), 5);
//! assert_eq!(unrank(5, &[1, 2, 3]), vec![3, 2, 1]);
//! ```

/// The Lehmer rank of `items` (distinct values): how many arrangements of them come first
/// in lexicographic order.
pub fn rank(items: &[u8]) -> usize {
    (0..items.len()).fold(0, |r, i| {
        let smaller = items[i + 1..].iter().filter(|&&x| x < items[i]).count();
        r * (items.len() - i) + smaller
    })
}

/// The arrangement of `sorted` (distinct values, ascending) with Lehmer rank `r`.
pub fn unrank(mut r: usize, sorted: &[u8]) -> Vec<u8> {
    let mut left = sorted.to_vec();
    let n = sorted.len();
    let mut items = Vec::with_capacity(n);
    for i in 0..n {
        let weight: usize = (1..n - i).product();
        items.push(left.remove(r / weight));
        r %= weight;
    }
    items
}

/// The fewest moves of every arrangement of `sorted` to `sorted` itself, by Lehmer rank: a
/// breadth-first search from it, where `moves` lists an arrangement's neighbours (each move's
/// reverse must be a move, so the distances from `sorted` are the distances to it).
pub fn every_arrangement(sorted: &[u8], moves: impl Fn(&[u8]) -> Vec<Vec<u8>>) -> Vec<u8> {
    let all: usize = (1..=sorted.len()).product();
    let mut fewest = vec![u8::MAX; all];
    fewest[0] = 0;
    let mut queue = vec![0usize];
    let mut head = 0;
    while head < queue.len() {
        let r = queue[head];
        head += 1;
        for next in moves(&unrank(r, sorted)) {
            let s = rank(&next);
            if fewest[s] == u8::MAX {
                fewest[s] = fewest[r] + 1;
                queue.push(s);
            }
        }
    }
    fewest
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_and_unrank_are_inverse() {
        let sorted = [2, 4, 6, 8, 10];
        for r in 0..120 {
            assert_eq!(rank(&unrank(r, &sorted)), r);
        }
        // Adjacent swaps of 3 items: the farthest arrangement is the reversed one, 3 away.
        let swaps = |a: &[u8]| {
            (0..a.len() - 1)
                .map(|i| {
                    let mut b = a.to_vec();
                    b.swap(i, i + 1);
                    b
                })
                .collect()
        };
        assert_eq!(every_arrangement(&[1, 2, 3], swaps), vec![0, 1, 1, 2, 2, 3]);
    }
}
