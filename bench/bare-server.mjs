// The bench's yardstick: a bare node:http server answering each path with the bytes the shop answered for
// it (status, content type, content encoding, body), read from the JSON file named by argv[2]. It does no other work, so
// the shop's requests per second over this one's is the share of the machine the shop's own code leaves.
// Plain JavaScript, run by plain node: no loader, no framework. Prints "listening <port>" when ready.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const answers = new Map(
  Object.entries(recorded).map(([path, answer]) => [
    path,
    {
      status: answer.status,
      headers: {
        'content-type': answer.contentType,
        'content-length': Buffer.byteLength(answer.body, 'base64'),
        ...(answer.contentEncoding ? { 'content-encoding': answer.contentEncoding } : {}),
      },
      body: Buffer.from(answer.body, 'base64'),
    },
  ]),
)
const notFound = Buffer.from('not recorded')

const server = createServer((request, response) => {
  // The request body (an order) is read to its end before answering, as any server must.
  request.on('end', () => {
    const answer = answers.get(request.url)
    if (!answer) {
      response.writeHead(404, { 'content-type': 'text/plain', 'content-length': notFound.length })
      response.end(notFound)
      return
    }
    response.writeHead(answer.status, answer.headers)
    response.end(answer.body)
  })
  request.resume()
})
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`))
process.on('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})
