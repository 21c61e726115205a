package main

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"runtime/debug"
	"time"

	"github.com/zqlang/zq"
)

// Limits are what one evaluation may take.
type Limits struct {
	// Timeout stops the expression after this long.
	Timeout time.Duration
	// Memory is the session's memory budget in bytes.
	Memory int64
	// Nodes is the most nodes the session's store may hold.
	Nodes int
	// Sets is the most sets of a family written in the answer, and
	// Items the most items of a list (the answer says it is cut).
	Sets, Items int
	// Concurrent is the most evaluations the handler runs at once; the
	// others wait for their turn (or for their request to end).
	Concurrent int
}

// GoMemoryLimit sets the Go runtime's soft memory limit to what lim
// lets the evaluations hold at once (Concurrent times Memory), so that
// the collector returns the memory of stopped evaluations before the
// heap grows past that; the process's resident memory then stays
// within that plus 64 MiB (the runtime, stacks, the server).
func GoMemoryLimit(lim Limits) {
	if lim.Memory > 0 && lim.Concurrent > 0 {
		debug.SetMemoryLimit(int64(lim.Concurrent) * lim.Memory)
	}
}

// DefaultLimits are the limits of the command and of the handler.
var DefaultLimits = Limits{Timeout: 10 * time.Second, Memory: 256 << 20, Nodes: 5_000_000, Sets: 10, Items: 1000, Concurrent: 4}

// Answer is the JSON form of an evaluation: a value, or an error.
type Answer struct {
	// Kind is the value's kind: "integer", "boolean", "string", "list",
	// "tuple", "family", "graph", "puzzle", "function" or "nothing".
	Kind string `json:"kind,omitempty"`
	// Value is the value of an integer (a JSON number of any size), a
	// boolean, a string, or the items of a list or tuple.
	Value any `json:"value,omitempty"`
	// Count is the number of sets of a family; Sets are its first sets,
	// each as the names of its elements; Universe says where they come
	// from.
	Count    *big.Int   `json:"count,omitempty"`
	Sets     [][]string `json:"sets,omitempty"`
	Universe string     `json:"universe,omitempty"`
	// Vertices and Edges describe a graph.
	Vertices []string    `json:"vertices,omitempty"`
	Edges    [][2]string `json:"edges,omitempty"`
	// Genre and Text describe a puzzle.
	Genre string `json:"genre,omitempty"`
	Text  string `json:"text,omitempty"`
	// Cut says the list or string was cut to the answer's limits.
	Cut bool `json:"cut,omitempty"`

	// Error is the error's message; Line and Col are where it is, and
	// Stopped says why a statement was stopped ("timeout", "memory",
	// "nodes", "interrupted").
	Error   string `json:"error,omitempty"`
	Line    int    `json:"line,omitempty"`
	Col     int    `json:"col,omitempty"`
	Stopped string `json:"stopped,omitempty"`
}

// Evaluate evaluates one zq expression in a fresh session held to lim,
// with no access to files, and returns its answer.
func Evaluate(ctx context.Context, expr string, lim Limits) Answer {
	s, err := zq.New(zq.Options{Timeout: lim.Timeout, MemoryBudget: lim.Memory, NodeLimit: lim.Nodes})
	if err != nil {
		return Answer{Error: err.Error()}
	}
	v, err := s.Eval(ctx, expr)
	if err != nil {
		return errorAnswer(err)
	}
	return valueAnswer(v, lim)
}

func errorAnswer(err error) Answer {
	a := Answer{Error: err.Error()}
	var e *zq.Error
	if errors.As(err, &e) {
		a.Error, a.Line, a.Col = e.Msg, e.Line, e.Col
	}
	switch {
	case errors.Is(err, zq.ErrTimeout):
		a.Stopped = "timeout"
	case errors.Is(err, zq.ErrMemory):
		a.Stopped = "memory"
	case errors.Is(err, zq.ErrNodeLimit):
		a.Stopped = "nodes"
	case errors.Is(err, zq.ErrInterrupted):
		a.Stopped = "interrupted"
	}
	return a
}

// maxText is the longest string written in an answer.
const maxText = 1 << 20

func valueAnswer(v zq.Value, lim Limits) Answer {
	maxSets := lim.Sets
	switch x := v.(type) {
	case nil:
		return Answer{Kind: "nothing"}
	case *big.Int:
		return Answer{Kind: "integer", Value: x}
	case bool:
		return Answer{Kind: "boolean", Value: x}
	case string:
		if len(x) > maxText {
			return Answer{Kind: "string", Value: x[:maxText], Cut: true}
		}
		return Answer{Kind: "string", Value: x}
	case []zq.Value:
		its, cut := items(x, lim)
		return Answer{Kind: "list", Value: its, Cut: cut}
	case zq.Tuple:
		its, cut := items(x, lim)
		return Answer{Kind: "tuple", Value: its, Cut: cut}
	case *zq.Family:
		a := Answer{Kind: "family", Count: x.Count(), Universe: x.Universe(), Sets: [][]string{}}
		for set := range x.Sets() {
			if len(a.Sets) == maxSets {
				break
			}
			a.Sets = append(a.Sets, set)
		}
		return a
	case *zq.Graph:
		return Answer{Kind: "graph", Vertices: x.Vertices(), Edges: x.Edges()}
	case *zq.Puzzle:
		return Answer{Kind: "puzzle", Genre: x.Genre(), Text: x.Text()}
	case *zq.Func:
		return Answer{Kind: "function", Text: x.String()}
	}
	return Answer{Kind: "other"}
}

func items(xs []zq.Value, lim Limits) ([]Answer, bool) {
	cut := lim.Items > 0 && len(xs) > lim.Items
	if cut {
		xs = xs[:lim.Items]
	}
	out := make([]Answer, len(xs))
	for i, x := range xs {
		out[i] = valueAnswer(x, lim)
	}
	return out, cut
}

// Handler evaluates the expression of the request (?expr=... or a POST
// body) under lim and writes the answer as JSON: status 200 for a
// value, 422 for an error of the expression.
func Handler(lim Limits) http.Handler {
	turns := make(chan struct{}, max(lim.Concurrent, 1))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case turns <- struct{}{}:
			defer func() { <-turns }()
		case <-r.Context().Done():
			http.Error(w, "the request ended while waiting for its turn", http.StatusServiceUnavailable)
			return
		}
		expr := r.URL.Query().Get("expr")
		if r.Method == http.MethodPost {
			var body struct {
				Expr string `json:"expr"`
			}
			if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<16)).Decode(&body); err != nil {
				http.Error(w, "the body must be {\"expr\": \"...\"}", http.StatusBadRequest)
				return
			}
			expr = body.Expr
		}
		a := Evaluate(r.Context(), expr, lim)
		w.Header().Set("Content-Type", "application/json")
		if a.Error != "" {
			w.WriteHeader(http.StatusUnprocessableEntity)
		}
		json.NewEncoder(w).Encode(a)
	})
}
