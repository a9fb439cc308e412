//! Pairing players as a matching on a general graph: every allowed pair has a cost, and the pairs chosen are
//! the most pairs there can be and, among those, of least total cost (the way bbpPairings and lichess pair a
//! Swiss, by maximum-weight matching). The blossom algorithm is `integer_blossom`'s.

/// Pairs of `0..n` (each `(i, j)` with `i < j`): as many as can be made from the pairs `cost` allows (`None`:
/// never), and of those the cheapest in all. A player left over is in no pair.
pub fn least_cost_pairs(
    n: usize,
    cost: impl Fn(usize, usize) -> Option<u32>,
) -> Vec<(usize, usize)> {
    let costs: Vec<Option<u32>> = (0..n * n)
        .map(|cell| {
            let (i, j) = (cell / n, cell % n);
            (i < j).then(|| cost(i, j)).flatten()
        })
        .collect();
    let dearest = costs.iter().flatten().copied().max().unwrap_or(0);
    // Above everything the costs of a whole pairing add up to: one pair more outweighs any saving in cost.
    let more = i128::from(dearest) * (n as i128 / 2 + 1) + 1;
    let mut weights = vec![0i128; n * n];
    for (cell, cost) in costs.iter().enumerate() {
        if let Some(cost) = cost {
            let (i, j) = (cell / n, cell % n);
            let weight = more - i128::from(*cost);
            weights[i * n + j] = weight;
            weights[j * n + i] = weight;
        }
    }
    let mates = integer_blossom::max_weight_matching(&weights, n);
    mates
        .iter()
        .enumerate()
        .filter_map(|(i, mate)| mate.filter(|&j| i < j).map(|j| (i, j)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every way to pair up to 8 players, the best found by trying them all.
    fn brute_force(n: usize, cost: &dyn Fn(usize, usize) -> Option<u32>) -> (usize, u64) {
        fn go(free: &mut Vec<usize>, cost: &dyn Fn(usize, usize) -> Option<u32>) -> (usize, u64) {
            let Some(first) = free.pop() else {
                return (0, 0);
            };
            // `first` left out, or paired with any other free player the cost allows.
            let mut best = go(free, cost);
            for index in 0..free.len() {
                let other = free[index];
                if let Some(c) = cost(first.min(other), first.max(other)) {
                    free.remove(index);
                    let (pairs, total) = go(free, cost);
                    free.insert(index, other);
                    let candidate = (pairs + 1, total + u64::from(c));
                    if candidate.0 > best.0 || (candidate.0 == best.0 && candidate.1 < best.1) {
                        best = candidate;
                    }
                }
            }
            free.push(first);
            best
        }
        let mut free: Vec<usize> = (0..n).collect();
        go(&mut free, cost)
    }

    #[test]
    fn the_most_pairs_and_then_the_cheapest_as_trying_every_pairing_finds() {
        let mut seed = 7u64;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as u32
        };
        for n in 0..=8 {
            for _ in 0..40 {
                let table: Vec<Option<u32>> = (0..n * n)
                    .map(|_| match next() % 4 {
                        0 => None,
                        _ => Some(next() % 50),
                    })
                    .collect();
                let cost = |i: usize, j: usize| table[i * n + j];
                let pairs = least_cost_pairs(n, cost);
                let total: u64 = pairs
                    .iter()
                    .map(|&(i, j)| u64::from(cost(i, j).unwrap()))
                    .sum();
                let mut seen = vec![false; n];
                for &(i, j) in &pairs {
                    assert!(i < j && !seen[i] && !seen[j], "{pairs:?}");
                    (seen[i], seen[j]) = (true, true);
                }
                assert_eq!((pairs.len(), total), brute_force(n, &cost), "{n} players");
            }
        }
    }
}
