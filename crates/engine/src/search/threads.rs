//! Work shared between threads: the first share on the calling thread and the others on threads of their own,
//! side by side. With one share no thread is started, so that every search and table build runs where there are
//! no other threads (a browser's page) when it is asked for one.

/// `work` for each of `count` shares (given its number): the answers in order.
pub(crate) fn side_by_side<T: Send>(count: usize, work: impl Fn(usize) -> T + Sync) -> Vec<T> {
    if count <= 1 {
        return vec![work(0)];
    }
    std::thread::scope(|scope| {
        let work = &work;
        let others: Vec<_> = (1..count)
            .map(|share| scope.spawn(move || work(share)))
            .collect();
        let mut answers = vec![work(0)];
        answers.extend(
            others
                .into_iter()
                .map(|other| other.join().expect("a search thread panicked")),
        );
        answers
    })
}

#[cfg(test)]
mod tests {
    use super::side_by_side;

    #[test]
    fn every_share_answers_in_order_and_one_share_stays_on_this_thread() {
        assert_eq!(side_by_side(4, |share| share * 10), [0, 10, 20, 30]);
        let here = std::thread::current().id();
        assert_eq!(side_by_side(1, |_| std::thread::current().id()), [here]);
        let ids = side_by_side(3, |_| std::thread::current().id());
        assert_eq!(ids[0], here);
        assert!(ids[1] != here && ids[2] != here && ids[1] != ids[2]);
    }
}
